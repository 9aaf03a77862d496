import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { DEFAULT_RATING } from '@india-tours/validation/reviews';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { MultilineText } from '../../graphql/text-input-guard.js';

/*
 * No size checks on the texts here: every rule runs in the service and comes back as a payload error
 * beside its field, with a message a person can act on. The request body limit bounds the rest.
 */

@InputType({ description: 'A review from the feedback form (spec §5): first name, tour or place, and comment are required.' })
export class PostReviewInput {
  @Field(() => String, { description: "Reviewer's first name: 1 to 100 characters." })
  firstName: string;

  @Field(() => String, { nullable: true, description: "Reviewer's last name: at most 100 characters." })
  lastName?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Reviewer's email; seen only by admins. Ignored when signed in: the account's email is used, which lets its owner edit and delete the review.",
  })
  email?: string | null;

  @Field(() => String, { nullable: true, description: "Reviewer's phone, exactly 10 digits; seen only by admins." })
  phone?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Global ID of the catalogue place reviewed; its title becomes `tourPlace`. UNKNOWN_PLACE when it names no place.',
  })
  placeId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The tour or place reviewed as text, 1 to 200 characters: required without `placeId`, ignored with it. A text that is the title of exactly one place links the review to it.',
  })
  tourPlace?: string | null;

  @Field(() => Int, { defaultValue: DEFAULT_RATING, description: 'Rating of the guide, 1 to 5 (default 5).' })
  guideRating: number;

  @Field(() => Int, { defaultValue: DEFAULT_RATING, description: 'Overall rating, 1 to 5 (default 5).' })
  overallRating: number;

  @Field(() => Int, { defaultValue: DEFAULT_RATING, description: 'Rating of the tour, 1 to 5 (default 5).' })
  rating: number;

  @MultilineText()
  @Field(() => String, { description: 'What the traveller wants to say: 1 to 2000 characters.' })
  comment: string;

  @Field(() => String, { nullable: true, description: "The reviewer's picture: a path on this site (starting with /); another site's address is refused (INVALID_IMAGE), as every visitor's browser would call it." })
  userImage?: string | null;
}

@InputType({ description: 'The owner\'s edit of a review (spec §5): tour or place and comment are required; rating 1 to 5.' })
export class UpdateReviewInput {
  @Field(() => ID, { description: 'Global ID of the review.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'Global ID of the catalogue place reviewed (as in `PostReviewInput`).' })
  placeId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The tour or place as text (as in `PostReviewInput`): required without `placeId`, ignored with it.',
  })
  tourPlace?: string | null;

  @MultilineText()
  @Field(() => String, { description: 'The new text: 1 to 2000 characters.' })
  comment: string;

  @Field(() => Int, { description: 'Rating of the tour, 1 to 5.' })
  rating: number;
}

@InputType({ description: 'The review to delete.' })
export class DeleteReviewInput {
  @Field(() => ID, { description: 'Global ID of the review.' })
  id: string;
}

/** Spec §9: 6 reviews per page on /all-reviews. */
export const REVIEWS_PER_PAGE = 6;
export const MAX_REVIEWS_PER_PAGE = 50;

@InputType({ description: 'Which reviews a list holds.' })
export class ReviewFilter {
  @Field(() => ID, { nullable: true, description: "Only this place's reviews (a `Place.id`). BAD_USER_INPUT for an ID of another type." })
  placeId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only reviews marked `verified` ("Verified traveller").' })
  verifiedOnly?: boolean | null;
}

@ArgsType()
export class ReviewConnectionArgs extends ConnectionArgs {
  @Field(() => ReviewFilter, { nullable: true, description: 'Which reviews; all by default.' })
  filter?: ReviewFilter | null;
}

@ArgsType()
export class ReviewPageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'The page, from 1. BAD_USER_INPUT below 1.' })
  page: number;

  @Field(() => Int, {
    defaultValue: REVIEWS_PER_PAGE,
    description: `Reviews per page, 1 to ${MAX_REVIEWS_PER_PAGE} (default ${REVIEWS_PER_PAGE}). BAD_USER_INPUT outside that range.`,
  })
  perPage: number;

  @Field(() => ReviewFilter, { nullable: true, description: 'Which reviews; all by default.' })
  filter?: ReviewFilter | null;
}
