import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { UserErrorType, type UserErrorShape } from '../../graphql/user-error.js';
import { ReviewErrorCode } from './review.errors.js';
import { Review } from './review.entity.js';

@ObjectType({ description: 'A page of reviews, newest first.', simpleResolvers: true })
export class ReviewConnection extends Connection(Review, 'Review', 'A review.') {}

@ObjectType({ description: 'One numbered page of reviews, newest first, for a pager that shows page numbers (`/all-reviews`).', simpleResolvers: true })
export class ReviewPage {
  @Field(() => [Review], { description: 'The reviews of this page; empty past the last page.' })
  nodes: Review[];

  @Field(() => Int, { description: 'This page, from 1.' })
  page: number;

  @Field(() => Int, { description: 'Reviews per page.' })
  perPage: number;

  @Field(() => Int, { description: 'How many pages there are (at least 1).' })
  totalPages: number;

  @Field(() => Int, { description: 'How many reviews there are.' })
  totalCount: number;
}

export const ReviewError = UserErrorType<ReviewErrorCode>(
  ReviewErrorCode,
  'ReviewError',
  'An expected failure of posting or editing a review; `code` says which, `field` names the input field.',
);
export type ReviewError = UserErrorShape<ReviewErrorCode>;

const NOTHING_SAVED = 'Nothing is saved when there is one.';

@ObjectType({ description: 'The result of `postReview`.', simpleResolvers: true })
export class PostReviewPayload {
  @Field(() => Review, { nullable: true, description: 'The review as posted; null when `errors` is not empty.' })
  review: Review | null;

  @Field(() => [ReviewError], { description: `Codes: REQUIRED, TOO_LONG, INVALID_RATING, INVALID_EMAIL, INVALID_PHONE, INVALID_IMAGE, UNKNOWN_PLACE. ${NOTHING_SAVED}` })
  errors: ReviewError[];
}

@ObjectType({ description: 'The result of `updateReview`.', simpleResolvers: true })
export class UpdateReviewPayload {
  @Field(() => Review, { nullable: true, description: 'The review as saved; null when `errors` is not empty.' })
  review: Review | null;

  @Field(() => [ReviewError], { description: `Codes: REQUIRED, TOO_LONG, INVALID_RATING, UNKNOWN_PLACE. ${NOTHING_SAVED}` })
  errors: ReviewError[];
}

@ObjectType({ description: 'The result of `deleteReview`.', simpleResolvers: true })
export class DeleteReviewPayload {
  @Field(() => ID, { description: 'Global ID of the review that was deleted.' })
  deletedReviewId: string;

  @Field(() => String, { description: "'Review deleted successfully.' (spec §8)." })
  message: string;
}
