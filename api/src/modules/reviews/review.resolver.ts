import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { BadUserInputError } from '../../graphql/errors.js';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { MAX_REVIEWS_PER_PAGE, ReviewPageArgs } from './review.inputs.js';
import type { ReviewService } from './review.service.js';
import { ReviewConnection, ReviewPage } from './review.types.js';
import type { ReviewWritingService } from './review-writing.service.js';

export interface ReviewsContext {
  readonly reviews: { readonly service: ReviewService; readonly writing: ReviewWritingService };
}

@Resolver()
export class ReviewResolver {
  @Query(() => ReviewConnection, { description: 'Reviews, newest first. The home page shows the first 3.' })
  async reviews(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() { reviews }: ReviewsContext) {
    return ReviewConnection.fromPage(await reviews.service.listRecent(args));
  }

  @Query(() => ReviewPage, {
    description: 'One numbered page of reviews, newest first (spec §9: 6 per page on /all-reviews). For infinite lists use `reviews`.',
  })
  async reviewsPage(@Args(() => ReviewPageArgs) { page, perPage }: ReviewPageArgs, @Ctx() { reviews }: ReviewsContext) {
    if (page < 1) throw new BadUserInputError('The page must be a whole number, 1 or more.');
    if (perPage < 1 || perPage > MAX_REVIEWS_PER_PAGE) {
      throw new BadUserInputError(`Reviews per page must be a whole number from 1 to ${MAX_REVIEWS_PER_PAGE}.`);
    }
    const { nodes, totalCount } = await reviews.service.listPage(page, perPage);
    return { nodes, page, perPage, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / perPage)) };
  }
}
