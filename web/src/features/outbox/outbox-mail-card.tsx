import { useId } from 'react';
import type { MailDeliveryStatus, OutboxMailCard_MailFragment } from '@/gql/graphql';
import { formatIndiaDateTime } from '@/lib/format';
import { RetryMailButton } from './retry-mail-button';

/** What each status means to the operator, in words (the badge's colour is never the only sign). */
export const MAIL_STATUS_LABELS: Record<MailDeliveryStatus, string> = {
  PENDING: 'Waiting to send',
  SENT: 'Sent',
  LOGGED: 'Logged, not sent (no mail server)',
  FAILED: 'Failed',
};

function whenLine(mail: OutboxMailCard_MailFragment): string {
  if (mail.nextAttemptAt) return `Next attempt ${formatIndiaDateTime(mail.nextAttemptAt)}`;
  if (mail.finishedAt) return `${mail.status === 'FAILED' ? 'Given up' : 'Done'} ${formatIndiaDateTime(mail.finishedAt)}`;
  return '';
}

/** One mail of the outbox: to whom, about what, where it is, and for a failed one why and a retry. */
export function OutboxMailCard({ mail }: { mail: OutboxMailCard_MailFragment }) {
  const titleId = useId();
  return (
    <article className="outbox-card" aria-labelledby={titleId}>
      <div className="outbox-card__head">
        <h3 id={titleId} className="outbox-card__subject" tabIndex={-1}>
          {mail.subject}
        </h3>
        <span className={`mail-status mail-status--${mail.status.toLowerCase()}`}>{MAIL_STATUS_LABELS[mail.status]}</span>
      </div>
      <dl className="outbox-card__facts">
        <div>
          <dt>To</dt>
          <dd className="outbox-card__recipient">{mail.recipient}</dd>
        </div>
        <div>
          <dt>Queued</dt>
          <dd>{formatIndiaDateTime(mail.queuedAt)}</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{mail.attempts}</dd>
        </div>
      </dl>
      {whenLine(mail) && <p className="outbox-card__when">{whenLine(mail)}</p>}
      {mail.lastError && (
        <p className="outbox-card__error">
          <span className="outbox-card__error-label">Last error: </span>
          {mail.lastError}
        </p>
      )}
      {mail.status === 'FAILED' && <RetryMailButton mailId={mail.id} subject={mail.subject} />}
    </article>
  );
}
