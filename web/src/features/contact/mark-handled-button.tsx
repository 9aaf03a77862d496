import { useMutation } from '@apollo/client/react';
import { useFocusDeskCardTitle } from '@/components/desk-panel/desk-card';
import { showToast } from '@/components/toast/toast-store';
import { MarkContactMessageHandledDocument } from '@/gql/graphql';

export const markHandledMessages = {
  handled: (ticketNumber: string) => `Message ${ticketNumber} marked handled.`,
  failed: 'The message could not be marked handled. Please try again.',
} as const;

type MarkHandledButtonProps = { messageId: string; ticketNumber: string; senderName: string };

/** Marks a message handled; the card turns to "Handled" from the payload, a toast says so, and the card's title has the focus. */
export function MarkHandledButton({ messageId, ticketNumber, senderName }: MarkHandledButtonProps) {
  const [markHandled, { loading }] = useMutation(MarkContactMessageHandledDocument);
  const focusCardTitle = useFocusDeskCardTitle();

  async function mark() {
    const answer = await markHandled({ variables: { input: { id: messageId } } }).catch(() => null);
    const refusal = answer?.data?.markContactMessageHandled.errors[0];
    if (answer?.data?.markContactMessageHandled.contactMessage) showToast(markHandledMessages.handled(ticketNumber));
    else showToast(refusal?.message ?? markHandledMessages.failed, 'error');
    focusCardTitle();
  }

  return (
    <button type="button" className="button button--teal" disabled={loading} onClick={() => void mark()}>
      {loading ? 'Marking…' : 'Mark handled'}
      <span className="visually-hidden">
        {' '}
        {ticketNumber} from {senderName}
      </span>
    </button>
  );
}
