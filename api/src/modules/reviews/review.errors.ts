import { registerEnumType } from 'type-graphql';

/** Why a review was refused; the rules and texts are @india-tours/validation/reviews, shared with the web's review forms. */
export enum ReviewErrorCode {
  REQUIRED = 'REQUIRED',
  TOO_LONG = 'TOO_LONG',
  INVALID_RATING = 'INVALID_RATING',
  INVALID_EMAIL = 'INVALID_EMAIL',
  INVALID_PHONE = 'INVALID_PHONE',
  INVALID_IMAGE = 'INVALID_IMAGE',
  UNKNOWN_PLACE = 'UNKNOWN_PLACE',
}

registerEnumType(ReviewErrorCode, {
  name: 'ReviewErrorCode',
  description: 'Why a review, or an edit of one, was refused.',
  valuesConfig: {
    REQUIRED: { description: 'The field is empty or only spaces (spec §5: first name, tour or place, and comment are required).' },
    TOO_LONG: { description: 'The field has more characters than it can hold; the message says how many it may have.' },
    INVALID_RATING: { description: 'A rating is not a whole number from 1 to 5.' },
    INVALID_EMAIL: { description: 'The email is not a valid address.' },
    INVALID_PHONE: { description: 'The phone is not exactly 10 digits.' },
    INVALID_IMAGE: { description: 'The picture is neither a path on this site (`/…`) nor an absolute https URL.' },
    UNKNOWN_PLACE: { description: '`placeId` names no place of the catalogue.' },
  },
});

/** Texts of the answers that are not about one field. */
export const reviewServerMessages = {
  deleted: 'Review deleted successfully.',
  notFound: 'No review has this ID.',
  notYours: 'Only the person who wrote this review can change it.',
  tooManyPosts: (wait: string) => `You have posted several reviews just now. Please try again in ${wait}.`,
} as const;
