import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { BaseContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import type { MaybePromise } from '../../graphql/execution/maybe-promise.js';
import { databaseIdOfType, toGlobalId } from '../../graphql/relay/global-id.js';
import { Review } from './review.entity.js';
import { reviewServerMessages } from './review.errors.js';
import { DeleteReviewInput, PostReviewInput, UpdateReviewInput } from './review.inputs.js';
import type { ReviewsContext } from './review.resolver.js';
import { DeleteReviewPayload, PostReviewPayload, UpdateReviewPayload } from './review.types.js';
import type { PlaceChoice } from './review.validation.js';

type Context = BaseContext & ReviewsContext;

/** The place an input names; an ID of anything but a place becomes 0, which names no place (UNKNOWN_PLACE). */
function placeChoiceOf({ placeId, tourPlace }: { placeId?: string | null; tourPlace?: string | null }): PlaceChoice {
  return { tourPlace, placeDatabaseId: placeId === null || placeId === undefined ? null : (databaseIdOfType(placeId, 'Place') ?? 0) };
}

function reviewIdOf(globalId: string): number {
  const databaseId = databaseIdOfType(globalId, 'Review');
  if (databaseId === undefined) throw new NotFoundError(reviewServerMessages.notFound);
  return databaseId;
}

const OWNERSHIP_ERRORS =
  "UNAUTHENTICATED for a visitor; FORBIDDEN when the review is not the caller's (matched by the account's email); NOT_FOUND for an unknown ID.";

@Resolver(() => Review)
export class ReviewWritingResolver {
  @Mutation(() => PostReviewPayload, {
    description:
      "Posts a review; open to everyone (spec §6). Signed in, the review carries the account's email and is its owner's to edit. Errors: RATE_LIMITED after 5 reviews from one address in 10 minutes; broken rules come back in `errors`.",
  })
  async postReview(@Arg('input', () => PostReviewInput, { description: 'The review.' }) input: PostReviewInput, @Ctx() context: Context) {
    return context.reviews.writing.post(context.actor, { ...input, ...placeChoiceOf(input) });
  }

  @Authorized()
  @Mutation(() => UpdateReviewPayload, { description: `Changes the place, comment and rating of the caller's own review (its \`verified\` mark is weighed again). Errors: ${OWNERSHIP_ERRORS}` })
  async updateReview(
    @Arg('input', () => UpdateReviewInput, { description: 'The review and its new fields.' }) input: UpdateReviewInput,
    @Ctx() context: Context,
  ) {
    const { comment, rating } = input;
    return context.reviews.writing.update(context.actor, reviewIdOf(input.id), { comment, rating, ...placeChoiceOf(input) });
  }

  @Authorized()
  @Mutation(() => DeleteReviewPayload, {
    description: `Deletes the caller's own review, or any review for an admin. Errors: ${OWNERSHIP_ERRORS.replace('FORBIDDEN when', 'FORBIDDEN (for a non-admin) when')}`,
  })
  async deleteReview(@Arg('input', () => DeleteReviewInput, { description: 'The review.' }) input: DeleteReviewInput, @Ctx() context: Context) {
    const databaseId = reviewIdOf(input.id);
    await context.reviews.writing.delete(context.actor, databaseId);
    return { deletedReviewId: toGlobalId('Review', databaseId), message: reviewServerMessages.deleted };
  }

  @FieldResolver(() => Boolean, { description: "True when the caller may edit this review (it is their own, by their account's email)." })
  viewerCanEdit(@Root() review: Review, @Ctx() { actor, reviews }: Context): MaybePromise<boolean> {
    return reviews.writing.canEdit(actor, review);
  }

  @FieldResolver(() => Boolean, { description: 'True when the caller may delete this review: their own, or any for an admin.' })
  viewerCanDelete(@Root() review: Review, @Ctx() { actor, reviews }: Context): MaybePromise<boolean> {
    return reviews.writing.canDelete(actor, review);
  }
}
