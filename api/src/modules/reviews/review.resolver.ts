import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import type { ReviewService } from './review.service.js';
import { ReviewConnection } from './review.types.js';

export interface ReviewsContext {
  readonly reviews: { readonly service: ReviewService };
}

@Resolver()
export class ReviewResolver {
  @Query(() => ReviewConnection, { description: 'Reviews, newest first. The home page shows the first 3.' })
  async reviews(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() { reviews }: ReviewsContext) {
    return ReviewConnection.fromPage(await reviews.service.listRecent(args));
  }
}
