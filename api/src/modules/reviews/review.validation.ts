import { normalizeEmail } from '@india-tours/validation';
import { reviewDraftRules, reviewEditRules, type ReviewDraft, type ReviewEdit } from '@india-tours/validation/reviews';
import { formErrors } from '../../graphql/user-error.js';
import { ReviewErrorCode } from './review.errors.js';
import type { ReviewError } from './review.types.js';

export type { ReviewDraft, ReviewEdit } from '@india-tours/validation/reviews';

export function reviewDraftErrors(draft: ReviewDraft): ReviewError[] {
  return formErrors(ReviewErrorCode, reviewDraftRules, draft);
}

export function reviewEditErrors(edit: ReviewEdit): ReviewError[] {
  return formErrors(ReviewErrorCode, reviewEditRules, edit);
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The row to store, as checked. The email is the signed-in author's account email when there is one
 * (so the review is theirs to edit), else the one typed; stored lower-cased, as accounts are.
 */
export function reviewRow(draft: ReviewDraft, accountEmail: string | null) {
  const typedEmail = blankToNull(draft.email);
  return {
    firstName: draft.firstName.trim(),
    lastName: blankToNull(draft.lastName),
    email: accountEmail ?? (typedEmail && normalizeEmail(typedEmail)),
    phone: blankToNull(draft.phone),
    tourPlace: draft.tourPlace.trim(),
    guideRating: draft.guideRating,
    overallRating: draft.overallRating,
    rating: draft.rating,
    comment: draft.comment.trim(),
    userImage: blankToNull(draft.userImage),
  };
}
