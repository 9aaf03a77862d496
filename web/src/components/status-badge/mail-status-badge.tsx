import type { MailDeliveryStatus } from '@/gql/graphql';
import { StatusBadge, type StatusTone } from './status-badge';

/** What each status means to the operator, in words: the mail desk's filter and every card say it alike. */
export const MAIL_STATUS_LABELS: Record<MailDeliveryStatus, string> = {
  PENDING: 'Waiting to send',
  SENT: 'Sent',
  LOGGED: 'Logged, not sent (no mail server)',
  FAILED: 'Failed',
};

const TONES: Record<MailDeliveryStatus, StatusTone> = {
  PENDING: 'waiting',
  SENT: 'done',
  LOGGED: 'idle',
  FAILED: 'failed',
};

/** Where a mail is: one badge for the mail desk and for the mail a request queued (null: none was queued). */
export function MailStatusBadge({ status }: { status: MailDeliveryStatus | null }) {
  if (status === null) return <StatusBadge tone="idle">Not queued</StatusBadge>;
  return <StatusBadge tone={TONES[status]}>{MAIL_STATUS_LABELS[status]}</StatusBadge>;
}
