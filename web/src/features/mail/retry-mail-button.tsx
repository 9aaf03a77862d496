import { useMutation } from '@apollo/client/react';
import { useFocusDeskCardTitle } from '@/components/desk-panel/desk-card';
import { showToast } from '@/components/toast/toast-store';
import { RetryMailDocument } from '@/gql/graphql';

export const retryMailMessages = {
  queued: 'The mail is queued again and will be sent shortly.',
  failed: 'The mail could not be queued again. Please try again.',
} as const;

type RetryMailButtonProps = {
  mailId: string;
  subject: string;
  /** Once the mail is queued again, for the card to follow it. */
  onRetried: () => void;
};

/** Puts a failed mail back in the queue; the card turns to "Waiting to send" from the payload, and its title has the focus. */
export function RetryMailButton({ mailId, subject, onRetried }: RetryMailButtonProps) {
  const [retryMail, { loading }] = useMutation(RetryMailDocument);
  const focusCardTitle = useFocusDeskCardTitle();

  async function retry() {
    const answer = await retryMail({ variables: { input: { mailId } } }).catch(() => null);
    const refusal = answer?.data?.retryMail.errors[0];
    if (answer?.data?.retryMail.mail) {
      showToast(retryMailMessages.queued);
      onRetried();
    } else {
      showToast(refusal?.message ?? retryMailMessages.failed, 'error');
    }
    focusCardTitle();
  }

  return (
    <button type="button" className="button button--teal" disabled={loading} onClick={() => void retry()}>
      {loading ? 'Queuing…' : 'Retry'}
      <span className="visually-hidden"> sending “{subject}”</span>
    </button>
  );
}
