import {
  checkContactPhone,
  checkEmail,
  checkImage,
  checkMaxLength,
  checkRating,
  checkRequired,
  normalizeEmail,
  reviewLimits,
} from '@india-tours/validation';
import { firstErrorPerField, type FieldRule } from '../../graphql/user-error.js';
import { ReviewErrorCode } from './review.errors.js';
import type { ReviewError } from './review.types.js';

/** A review as the feedback form sends it; optional fields may be missing or blank. */
export interface ReviewDraft {
  readonly firstName: string;
  readonly lastName?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly phone?: string | null | undefined;
  readonly tourPlace: string;
  readonly guideRating: number;
  readonly overallRating: number;
  readonly rating: number;
  readonly comment: string;
  readonly userImage?: string | null | undefined;
}

/** What the owner may change (spec §5 review edit). */
export interface ReviewEdit {
  readonly tourPlace: string;
  readonly comment: string;
  readonly rating: number;
}

type Rule = FieldRule<ReviewErrorCode>;
type TextField = keyof typeof reviewLimits;

const requiredText = (field: TextField, label: string, value: string): Rule[] => [
  [field, ReviewErrorCode.REQUIRED, checkRequired(value, label)],
  [field, ReviewErrorCode.TOO_LONG, checkMaxLength(value, label, reviewLimits[field])],
];

/** An optional field is checked only when it holds something. */
const optional = (value: string | null | undefined, rules: (text: string) => Rule[]): Rule[] =>
  value && value.trim() !== '' ? rules(value) : [];

const ratingRule = (field: string, label: string, rating: number): Rule => [field, ReviewErrorCode.INVALID_RATING, checkRating(rating, label)];

export function reviewDraftErrors(draft: ReviewDraft): ReviewError[] {
  return firstErrorPerField([
    ...requiredText('firstName', 'First name', draft.firstName),
    ...optional(draft.lastName, (lastName) => [['lastName', ReviewErrorCode.TOO_LONG, checkMaxLength(lastName, 'Last name', reviewLimits.lastName)]]),
    ...optional(draft.email, (email) => [['email', ReviewErrorCode.INVALID_EMAIL, checkEmail(email)]]),
    ...optional(draft.phone, (phone) => [['phone', ReviewErrorCode.INVALID_PHONE, checkContactPhone(phone)]]),
    ...requiredText('tourPlace', 'Tour or place', draft.tourPlace),
    ratingRule('guideRating', 'Guide rating', draft.guideRating),
    ratingRule('overallRating', 'Overall rating', draft.overallRating),
    ratingRule('rating', 'Rating', draft.rating),
    ...requiredText('comment', 'Comment', draft.comment),
    ...optional(draft.userImage, (image) => [
      ['userImage', ReviewErrorCode.TOO_LONG, checkMaxLength(image, 'Picture', reviewLimits.userImage)],
      ['userImage', ReviewErrorCode.INVALID_IMAGE, checkImage(image)],
    ]),
  ]);
}

export function reviewEditErrors(edit: ReviewEdit): ReviewError[] {
  return firstErrorPerField([
    ...requiredText('tourPlace', 'Tour or place', edit.tourPlace),
    ratingRule('rating', 'Rating', edit.rating),
    ...requiredText('comment', 'Comment', edit.comment),
  ]);
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
    phone: blankToNull(draft.phone)?.replace(/[ -]/g, '') ?? null,
    tourPlace: draft.tourPlace.trim(),
    guideRating: draft.guideRating,
    overallRating: draft.overallRating,
    rating: draft.rating,
    comment: draft.comment.trim(),
    userImage: blankToNull(draft.userImage),
  };
}
