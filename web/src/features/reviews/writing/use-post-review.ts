import { useMutation } from '@apollo/client/react';
import type { UseFormReturn } from 'react-hook-form';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { PostReviewDocument, type PostReviewInput } from '@/gql/graphql';
import type { PickedPlace } from './place-picker';
import { reviewRefusal } from './use-place-field';

/** Named as the API's `PostReviewInput`, so a payload error's `field` finds its input. */
export type ReviewValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  tourPlace: string;
  placeId: string | null;
  guideRating: number;
  overallRating: number;
  rating: number;
  comment: string;
};
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'tourPlace', 'guideRating', 'overallRating', 'rating', 'comment'] as const;

/** Spec §8, word for word. */
export const postReviewMessages = { posted: 'Thank you for your feedback!', failed: 'Failed to submit review.' } as const;

function toPostReviewInput(values: ReviewValues): PostReviewInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim() || null,
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    placeId: values.placeId,
    tourPlace: values.tourPlace.trim(),
    guideRating: values.guideRating,
    overallRating: values.overallRating,
    rating: values.rating,
    comment: values.comment.trim(),
  };
}

/**
 * The feedback form's submit. A new review changes every list of reviews and its place's figures:
 * the lists are dropped from the cache (the screens showing them fetch them again), and the figures
 * arrive with the answer and update the place by its id.
 */
export function usePostReview(form: UseFormReturn<ReviewValues>, onPosted: (place: PickedPlace | null) => void) {
  const [postReview] = useMutation(PostReviewDocument, {
    update(cache, { data }) {
      if (!data?.postReview.review) return;
      cache.evict({ fieldName: 'reviews' });
      cache.evict({ fieldName: 'reviewsPage' });
      cache.gc();
    },
  });

  return useFormSubmit(form, {
    fieldNames: FIELDS,
    // The posting limit's refusal (RATE_LIMITED) says when to try again: useFormSubmit shows its own text.
    failureMessages: { rejected: postReviewMessages.failed, unreachable: postReviewMessages.failed },
    async send(values) {
      const { data } = await postReview({ variables: { input: toPostReviewInput(values) } });
      const review = data?.postReview.review;
      if (!review) return reviewRefusal(postReviewMessages.failed, data?.postReview.errors ?? []);
      onPosted(review.place);
    },
  });
}
