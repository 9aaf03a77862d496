import { useMutation } from '@apollo/client/react';
import { fieldValidator } from '@india-tours/validation/form';
import { reviewEditFormRules, reviewLimits } from '@india-tours/validation/reviews';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { StarRatingField } from '@/components/form/star-rating-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { UpdateReviewDocument, type ReviewEditForm_ReviewFragment, type UpdateReviewInput } from '@/gql/graphql';
import { useSessionUser } from '@/session/use-session-user';
import { PlacePicker } from './place-picker';
import { reviewRefusal, usePlaceField } from './use-place-field';
import './review-form.css';

/** Named as the API's `UpdateReviewInput`, so a payload error's `field` finds its input. */
type ReviewEditValues = { tourPlace: string; placeId: string | null; rating: number; comment: string };
const FIELDS = ['tourPlace', 'rating', 'comment'] as const;

/** Spec §8, word for word. The caller says 'saved' (the form is gone by then). */
export const reviewEditMessages = { saved: 'Review updated successfully!', failed: 'Failed to update review.' } as const;

const rule = <Field extends keyof ReviewEditValues>(field: Field) => fieldValidator(reviewEditFormRules, field);

function toUpdateReviewInput(id: string, values: ReviewEditValues): UpdateReviewInput {
  return { id, placeId: values.placeId, tourPlace: values.tourPlace.trim(), rating: values.rating, comment: values.comment.trim() };
}

type ReviewEditFormProps = {
  review: ReviewEditForm_ReviewFragment;
  onSaved?: () => void;
  /** Called after the form is back to the review as it was; nothing is saved. */
  onCancel: () => void;
};

/**
 * The owner's edit of a review (spec §5): its place, rating and comment. The answer carries the
 * review card's fields and both places' figures, so every screen showing them updates by id.
 */
export function ReviewEditForm({ review, onSaved, onCancel }: ReviewEditFormProps) {
  const form = useForm<ReviewEditValues>({
    defaultValues: {
      // An older review names no catalogue place: its text stays until the owner picks one.
      tourPlace: review.place?.title ?? review.tourPlace,
      placeId: review.place?.id ?? null,
      rating: review.rating,
      comment: review.comment,
    },
  });
  const { errors } = form.formState;
  const account = useSessionUser();
  const [updateReview] = useMutation(UpdateReviewDocument);
  const placeField = usePlaceField(form, rule('tourPlace'));
  const { onSubmit, isBusy, formError } = useFormSubmit(form, {
    fieldNames: FIELDS,
    failureMessages: { rejected: reviewEditMessages.failed, unreachable: reviewEditMessages.failed },
    async send(values) {
      const variables = { input: toUpdateReviewInput(review.id, values), asAdmin: account?.role === 'admin' };
      const { data } = await updateReview({ variables });
      if (!data?.updateReview.review) return reviewRefusal(reviewEditMessages.failed, data?.updateReview.errors ?? []);
      onSaved?.();
    },
  });

  function cancel() {
    form.reset();
    onCancel();
  }

  return (
    <form className="form review-form" noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-label="Edit your review">
      <FormError message={formError} />
      <PlacePicker label="Tour or place" {...placeField} />
      <Controller
        control={form.control}
        name="rating"
        rules={{ validate: rule('rating') }}
        render={({ field, fieldState }) => (
          <StarRatingField
            legend="Tour rating"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextAreaField
        label="Comment"
        required
        hint={`Up to ${reviewLimits.comment} characters.`}
        error={errors.comment?.message}
        {...form.register('comment', { validate: rule('comment') })}
      />
      <div className="form__actions">
        <SubmitButton isBusy={isBusy} busyLabel="Saving…">
          Save
        </SubmitButton>
        <button type="button" className="button button--ghost" disabled={isBusy} onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
