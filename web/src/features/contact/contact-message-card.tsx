import { useId } from 'react';
import type { ContactMessageCard_MessageFragment, MailDeliveryStatus } from '@/gql/graphql';
import { formatIndiaDateTime } from '@/lib/format';
import { contactLinks } from '@/paths';
import { MarkHandledButton } from './mark-handled-button';

/** Where the mail to the operator is, in words; null: none was queued, as no operator address is set. */
function operatorMailLabel(status: MailDeliveryStatus | null): string {
  switch (status) {
    case 'PENDING':
      return 'Waiting to send';
    case 'SENT':
      return 'Sent';
    case 'LOGGED':
      return 'Logged, not sent (no mail server)';
    case 'FAILED':
      return 'Failed (see the Mail panel)';
    case null:
      return 'Not queued (no operator address)';
  }
}

/** One contact message: who wrote, how to answer them, the whole text, and whether it is handled. */
export function ContactMessageCard({ message }: { message: ContactMessageCard_MessageFragment }) {
  const titleId = useId();
  const isHandled = message.handledAt !== null;
  return (
    <article className="message-card" aria-labelledby={titleId}>
      <div className="message-card__head">
        <h3 id={titleId} className="message-card__sender" tabIndex={-1}>
          {message.name}
        </h3>
        <span className={`handled-badge handled-badge--${isHandled ? 'done' : 'open'}`}>{isHandled ? 'Handled' : 'Not handled'}</span>
      </div>
      <dl className="message-card__facts">
        <div>
          <dt>Ticket</dt>
          <dd className="message-card__ticket">{message.ticketNumber}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={contactLinks.email(message.email)}>{message.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={contactLinks.phone(message.phone)}>{message.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatIndiaDateTime(message.receivedAt)}</dd>
        </div>
        <div>
          <dt>Mail to us</dt>
          <dd>{operatorMailLabel(message.operatorMailStatus)}</dd>
        </div>
        {isHandled && (
          <div>
            <dt>Handled</dt>
            <dd>{formatIndiaDateTime(message.handledAt)}</dd>
          </div>
        )}
      </dl>
      <p className="message-card__text">{message.message}</p>
      {!isHandled && <MarkHandledButton messageId={message.id} ticketNumber={message.ticketNumber} senderName={message.name} />}
    </article>
  );
}
