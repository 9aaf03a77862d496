import { DeskCard } from '@/components/desk-panel/desk-card';
import { MailStatusBadge } from '@/components/status-badge/mail-status-badge';
import { StatusBadge } from '@/components/status-badge/status-badge';
import type { ContactMessageCard_MessageFragment, MailDeliveryStatus } from '@/gql/graphql';
import { formatIndiaDateTime } from '@/lib/format';
import { contactLinks } from '@/paths';
import { MarkHandledButton } from './mark-handled-button';
import './contact-messages.css';

/** What the operator does about the mail to us: a failed one is retried on the Mail panel; none is queued without an operator address. */
function operatorMailNote(status: MailDeliveryStatus | null): string {
  if (status === 'FAILED') return ' (see the Mail panel)';
  if (status === null) return ' (no operator address)';
  return '';
}

/** One contact message: who wrote, how to answer them, the whole text, and whether it is handled. */
export function ContactMessageCard({ message }: { message: ContactMessageCard_MessageFragment }) {
  const isHandled = message.handledAt !== null;
  const handledBadge = <StatusBadge tone={isHandled ? 'done' : 'waiting'}>{isHandled ? 'Handled' : 'Not handled'}</StatusBadge>;
  return (
    <DeskCard className="message-card" title={message.name} status={handledBadge}>
      <dl className="desk-card__facts">
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
          <dd>
            <MailStatusBadge status={message.operatorMailStatus} />
            {operatorMailNote(message.operatorMailStatus)}
          </dd>
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
    </DeskCard>
  );
}
