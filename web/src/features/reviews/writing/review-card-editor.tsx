import { useEffect, useRef } from 'react';
import type { ReviewCard_ReviewFragment } from '@/gql/graphql';
import { ReviewEditForm, reviewEditMessages } from './review-edit-form';

type ReviewCardEditorProps = {
  review: ReviewCard_ReviewFragment;
  /** Back to the review, with what to announce ('Review updated successfully!' after a save). */
  onClose: (status?: string) => void;
};

/**
 * A card's edit mode, loaded only when someone edits: the form's code (react-hook-form, the place
 * picker) stays out of every page that merely lists reviews. It takes the focus once it arrives.
 */
export function ReviewCardEditor({ review, onClose }: ReviewCardEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    editorRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  return (
    <div ref={editorRef} className="review-card__editor">
      <ReviewEditForm review={review} onSaved={() => onClose(reviewEditMessages.saved)} onCancel={() => onClose()} />
    </div>
  );
}
