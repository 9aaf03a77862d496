import { useState } from 'react';
import { DeskCard } from '@/components/desk-panel/desk-card';
import { MailStatusBadge } from '@/components/status-badge/mail-status-badge';
import type { MailCard_MailFragment } from '@/gql/graphql';
import { formatIndiaDateTime } from '@/lib/format';
import { RetriedMailFollower } from './retried-mail-follower';
import { RetryMailButton } from './retry-mail-button';
import './mail.css';

function whenLine(mail: MailCard_MailFragment): string {
  if (mail.nextAttemptAt) return `Next attempt ${formatIndiaDateTime(mail.nextAttemptAt)}`;
  if (mail.finishedAt) return `${mail.status === 'FAILED' ? 'Given up' : 'Done'} ${formatIndiaDateTime(mail.finishedAt)}`;
  return '';
}

/** One mail on the desk: to whom, about what, where it is, and for a failed one why and a retry, followed until it is done. */
export function MailCard({ mail }: { mail: MailCard_MailFragment }) {
  // Counts the retries made here: each one follows the mail afresh (a mail can fail again and be retried again).
  const [retries, setRetries] = useState(0);
  return (
    <DeskCard className="mail-card" title={mail.subject} status={<MailStatusBadge status={mail.status} />}>
      <dl className="desk-card__facts">
        <div>
          <dt>To</dt>
          <dd>{mail.recipient}</dd>
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
      {whenLine(mail) && <p className="mail-card__when">{whenLine(mail)}</p>}
      {mail.lastError && (
        <p className="mail-card__error">
          <span className="mail-card__error-label">Last error: </span>
          {mail.lastError}
        </p>
      )}
      {mail.status === 'FAILED' && (
        <RetryMailButton mailId={mail.id} subject={mail.subject} onRetried={() => setRetries((count) => count + 1)} />
      )}
      {retries > 0 && <RetriedMailFollower key={retries} mailId={mail.id} />}
    </DeskCard>
  );
}
