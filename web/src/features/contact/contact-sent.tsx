import { FormDone, FormDoneMailOutcome, FormDoneReference } from '@/components/form/form-done';
import type { MailOutcome } from '@/lib/use-mail-outcome';
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

/** The acknowledgement leaves with the operator's mail: when that did not go out, only the reply is sure. */
const isMailGoingOut = (outcome: MailOutcome) => outcome === 'checking' || outcome === 'sent';

/** After sending: the ticket number to read over the phone, then what became of the mail to the operator (spec §8). */
export function ContactSent({ ticket, email, onSendAnother }: ContactSentProps) {
  const mailOutcome = useOperatorMailOutcome(ticket);
  return (
    <FormDone
      title="Thank you for writing to us"
      actions={
        <button type="button" className="button button--ghost" onClick={onSendAnother}>
          Send another message
        </button>
      }
    >
      <FormDoneReference label="Your ticket number" value={ticket.number} />
      <p>
        Your ticket number is <span className="contact-sent__ticket">{ticket.number}</span>, quote it if you call us.
      </p>
      <FormDoneMailOutcome outcome={mailOutcome}>{operatorMailMessages[mailOutcome]}</FormDoneMailOutcome>
      <p>
        {isMailGoingOut(mailOutcome) ? (
          <>
            An acknowledgement with the ticket number is on its way to <strong>{email}</strong>.
          </>
        ) : (
          <>
            We will reply to <strong>{email}</strong>.
          </>
        )}{' '}
        Complaints are acknowledged within {COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours.
      </p>
    </FormDone>
  );
}
