import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CheckIcon } from '@/components/icons';
import { TextSkeleton } from '@/components/skeleton';
import type { ReviewCard_ReviewFragment } from '@/gql/graphql';
import { useSessionUser } from '@/session/use-session-user';
import { DeleteReviewButton } from './writing/delete-review-button';
import { ReviewView, reviewerName } from './review-view';
import './review-card.css';

const ReviewCardEditor = lazy(async () => ({ default: (await import('./writing/review-card-editor')).ReviewCardEditor }));

/**
 * The `$asAdmin` of every operation spreading the card: the reviewer's email, phone and date are
 * an admin's only, and asking for them as anyone else is FORBIDDEN.
 */
export function useReviewCardVariables(): { asAdmin: boolean } {
  return { asAdmin: useSessionUser()?.role === 'admin' };
}

type ReviewCardProps = {
  review: ReviewCard_ReviewFragment;
  /** Called once the review is deleted, to move the focus somewhere that stays (the card does not). */
  onDeleted?: () => void;
};

/** A review, switching to its edit form in place (spec §5: view, then edit, then saved or cancelled). */
export function ReviewCard({ review, onDeleted }: ReviewCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  // Lives as long as the card, so screen readers announce the message put into it.
  const [status, setStatus] = useState('');
  const editButtonRef = useFocusOnReturn(isEditing);
  const name = reviewerName(review);

  function openEditor() {
    setStatus('');
    setIsEditing(true);
  }

  function closeEditor(message = '') {
    setIsEditing(false);
    setStatus(message);
  }

  return (
    <div className="review-card">
      {isEditing ? (
        <Suspense fallback={<TextSkeleton lines={4} />}>
          <ReviewCardEditor review={review} onClose={closeEditor} />
        </Suspense>
      ) : (
        <ReviewView review={review} />
      )}
      <p className="review-card__status" role="status">
        {status && <CheckIcon size={16} />}
        {status}
      </p>
      {!isEditing && (review.viewerCanEdit || review.viewerCanDelete) && (
        <div className="review-card__actions">
          {review.viewerCanEdit && (
            <button ref={editButtonRef} type="button" className="button button--ghost" onClick={openEditor}>
              Edit<span className="visually-hidden"> review by {name}</span>
            </button>
          )}
          {review.viewerCanDelete && (
            <DeleteReviewButton reviewId={review.id} authorName={name} comment={review.comment} onDeleted={onDeleted} />
          )}
        </div>
      )}
    </div>
  );
}

/** Keyboard users stay in place: back on Edit after Save or Cancel (the editor takes the focus itself). */
function useFocusOnReturn(isEditing: boolean) {
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditingRef = useRef(false);

  useEffect(() => {
    if (wasEditingRef.current && !isEditing) editButtonRef.current?.focus();
    wasEditingRef.current = isEditing;
  }, [isEditing]);

  return editButtonRef;
}
