import { normalizeEmail } from '@india-tours/validation';
import { UNKNOWN_PLACE_MESSAGE, reviewDraftRules, reviewEditRules, type ReviewDraft, type ReviewEdit } from '@india-tours/validation/reviews';
import { fieldError, formErrors } from '../../graphql/user-error.js';
import { ReviewErrorCode } from './review.errors.js';
import type { ReviewError } from './review.types.js';

/** The place a review is about, as a caller names it: by id (GraphQL, the web form) or by text (legacy clients). */
export interface PlaceChoice {
  /** The place's database id; 0 stands for an ID that names no place. */
  readonly placeDatabaseId?: number | null | undefined;
  readonly tourPlace?: string | null | undefined;
}

export type ReviewDraftInput = Omit<ReviewDraft, 'tourPlace' | 'placeId'> & PlaceChoice;
export type ReviewEditInput = Omit<ReviewEdit, 'tourPlace' | 'placeId'> & PlaceChoice;

export const unknownPlaceError: ReviewError = fieldError(ReviewErrorCode.UNKNOWN_PLACE, UNKNOWN_PLACE_MESSAGE, 'placeId');

export function reviewDraftErrors(draft: ReviewDraft): ReviewError[] {
  return formErrors(ReviewErrorCode, reviewDraftRules, draft);
}

export function reviewEditErrors(edit: ReviewEdit): ReviewError[] {
  return formErrors(ReviewErrorCode, reviewEditRules, edit);
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Who wrote the review and what it is about, as the service established them. */
export interface ReviewOrigin {
  /** The signed-in author's account, or null for a visitor. */
  readonly author: { readonly id: number; readonly email: string } | null;
  readonly placeId: number | null;
  readonly verified: boolean;
}

/**
 * The row to store, as checked. The email is the signed-in author's account email when there is one
 * (so the review is theirs to edit), else the one typed; stored lower-cased, as accounts are.
 */
export function reviewRow(draft: ReviewDraft, { author, placeId, verified }: ReviewOrigin) {
  const typedEmail = blankToNull(draft.email);
  return {
    firstName: draft.firstName.trim(),
    lastName: blankToNull(draft.lastName),
    email: author?.email ?? (typedEmail && normalizeEmail(typedEmail)),
    phone: blankToNull(draft.phone),
    tourPlace: draft.tourPlace.trim(),
    placeId,
    authorId: author?.id ?? null,
    verified,
    guideRating: draft.guideRating,
    overallRating: draft.overallRating,
    rating: draft.rating,
    comment: draft.comment.trim(),
    userImage: blankToNull(draft.userImage),
  };
}
