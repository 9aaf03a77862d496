import { useState } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { showToast } from '@/components/toast/toast-store';
import { deleteReviewMessages, useDeleteReview } from './delete-review';

type DeleteReviewProps = {
  reviewId: string;
  /** Whose review, for the button's name and the dialog: "Ananya Iyer". */
  authorName: string;
  comment: string;
  /** Called once the review is gone, to put the focus somewhere that stays (this button does not). */
  onDeleted?: () => void;
};

/** Delete, behind a confirmation (spec §6: a user's own review, any review for an admin). */
export function DeleteReviewButton(props: DeleteReviewProps) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--danger" aria-haspopup="dialog" onClick={() => setIsDialogOpen(true)}>
        Delete<span className="visually-hidden"> review by {props.authorName}</span>
      </button>
      {isDialogOpen && <DeleteReviewDialog {...props} onClose={() => setIsDialogOpen(false)} />}
    </>
  );
}

function DeleteReviewDialog({ reviewId, authorName, comment, onDeleted, onClose }: DeleteReviewProps & { onClose: () => void }) {
  const { deleteReview, isDeleting } = useDeleteReview();
  const [hasFailed, setHasFailed] = useState(false);

  async function confirm() {
    setHasFailed(false);
    if (!(await deleteReview(reviewId))) {
      setHasFailed(true);
      return;
    }
    // The card and its dialog vanish: a toast outlives them. The dialog closes (giving the focus back
    // to its opener) before `onDeleted` moves the focus on, or the closing would take it back.
    showToast(deleteReviewMessages.deleted);
    flushSync(onClose);
    onDeleted?.();
  }

  return (
    <ConfirmDialog
      title={deleteReviewMessages.confirm}
      failure={hasFailed ? deleteReviewMessages.failed : undefined}
      keepLabel="Keep review"
      confirmLabel="Delete review"
      busyLabel="Deleting…"
      isBusy={isDeleting}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p className="dialog__lead review-card__delete-quote">“{comment}”</p>
      <p>by {authorName}</p>
    </ConfirmDialog>
  );
}
