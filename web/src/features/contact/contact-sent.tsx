import { useEffect, useRef } from 'react';
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS } from './grievance-officer';
import { operatorMailMessages, useOperatorMailOutcome } from './use-operator-mail-outcome';
import type { ContactTicket } from './use-send-contact-message';
import './contact.css';

type ContactSentProps = {
  ticket: ContactTicket;
  /** Where the acknowledgement with the ticket number goes. */
  email: string;
  onSendAnother: () => void;
};

/**
 * After sending: the ticket number large enough to read over the phone, then what became of the mail
 * to the operator (spec §8). The heading takes the focus, as the form it replaces had it.
 */
export function ContactSent({ ticket, email, onSendAnother }: ContactSentProps) {
  const mailOutcome = useOperatorMailOutcome(ticket);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="contact-sent">
      <h2 ref={headingRef} tabIndex={-1} className="contact-sent__title">
        Thank you for writing to us
      </h2>
      <dl className="contact-sent__ticket">
        <dt>Your ticket number</dt>
        <dd>{ticket.number}</dd>
      </dl>
      <p>
        Your ticket number is {ticket.number}, quote it if you call us.
      </p>
      <p className={`contact-sent__mail contact-sent__mail--${mailOutcome}`} role="status">
        {operatorMailMessages[mailOutcome]}
      </p>
      <p>
        An acknowledgement with the ticket number is on its way to <strong className="contact-sent__email">{email}</strong>.
        Complaints are acknowledged within {COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours.
      </p>
      <div className="contact-sent__actions">
        <button type="button" className="button button--ghost" onClick={onSendAnother}>
          Send another message
        </button>
      </div>
    </div>
  );
}
