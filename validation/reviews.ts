/**
 * Reviews (spec §5): the feedback form (firstName, tourPlace and comment required; email and phone
 * checked when given; ratings 1-5, default 5) and the owner's edit (tourPlace and comment required;
 * rating 1-5).
 */
import { emailRules, maxLengthRule, phoneRule, requiredTextRules, siteImageRule } from './checks.js';
import { whenGiven, type FormRules, type Rule } from './form.js';

/** The codes of the api's `ReviewErrorCode`. */
export type ReviewCode = 'REQUIRED' | 'TOO_LONG' | 'INVALID_RATING' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'INVALID_IMAGE' | 'UNKNOWN_PLACE';

/** A place ID that names no place of the catalogue (api), or a typed text not picked from the list (web). */
export const UNKNOWN_PLACE_MESSAGE = 'Please choose a place from the list.';

/** Most characters each field may hold: the sizes of the `reviews` columns that store them. */
export const reviewLimits = {
  firstName: 100,
  lastName: 100,
  tourPlace: 200,
  comment: 2000,
  userImage: 2000,
} as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

function ratingRule(label: string): Rule<'INVALID_RATING', number> {
  return {
    code: 'INVALID_RATING',
    message: `${label} must be a whole number from ${RATING_MIN} to ${RATING_MAX}.`,
    isValid: (rating) => Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX,
  };
}

/** A review as the feedback form sends it; optional fields may be missing or blank. */
export interface ReviewDraft {
  readonly firstName: string;
  readonly lastName?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly phone?: string | null | undefined;
  /** The text of the place; the title of the place `placeId` names when one is picked. */
  readonly tourPlace: string;
  /** The catalogue place the review is about (its global ID); legacy clients send only `tourPlace`. */
  readonly placeId?: string | null | undefined;
  readonly guideRating: number;
  readonly overallRating: number;
  readonly rating: number;
  readonly comment: string;
  readonly userImage?: string | null | undefined;
}

const tourPlaceRules = requiredTextRules('Tour or place', reviewLimits.tourPlace);
const commentRules = requiredTextRules('Comment', reviewLimits.comment);

export const reviewDraftRules: FormRules<ReviewDraft, ReviewCode> = {
  firstName: requiredTextRules('First name', reviewLimits.firstName),
  lastName: whenGiven([maxLengthRule('Last name', reviewLimits.lastName)]),
  email: whenGiven(emailRules),
  phone: whenGiven([phoneRule]),
  tourPlace: tourPlaceRules,
  placeId: [],
  guideRating: [ratingRule('Guide rating')],
  overallRating: [ratingRule('Overall rating')],
  rating: [ratingRule('Rating')],
  comment: commentRules,
  userImage: whenGiven([maxLengthRule('Picture', reviewLimits.userImage), siteImageRule]),
};

/** What the owner may change (spec §5 review edit). */
export interface ReviewEdit {
  readonly tourPlace: string;
  readonly placeId?: string | null | undefined;
  readonly comment: string;
  readonly rating: number;
}

/** In the order the edit form shows them. */
export const reviewEditRules: FormRules<ReviewEdit, ReviewCode> = {
  tourPlace: tourPlaceRules,
  placeId: [],
  rating: [ratingRule('Rating')],
  comment: commentRules,
};

/** The web's forms offer only catalogue places: the text must be a place picked from the list. */
const pickedPlaceRule: Rule<'UNKNOWN_PLACE', string, { readonly placeId?: string | null | undefined }> = {
  code: 'UNKNOWN_PLACE',
  message: UNKNOWN_PLACE_MESSAGE,
  isValid: (_, values) => Boolean(values.placeId),
};

const withPickedPlace = <Values extends { readonly tourPlace: string; readonly placeId?: string | null | undefined }>(
  rules: FormRules<Values, ReviewCode>,
): FormRules<Values, ReviewCode> => ({ ...rules, tourPlace: [...tourPlaceRules, pickedPlaceRule] });

/** The feedback form in the browser: the api's rules, and a place picked from the catalogue. */
export const reviewFormRules = withPickedPlace(reviewDraftRules);

/** The review card's and /edit-review's form in the browser. */
export const reviewEditFormRules = withPickedPlace(reviewEditRules);
