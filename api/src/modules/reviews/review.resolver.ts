import type { GraphQLResolveInfo } from 'graphql';
import { Args, Ctx, Info, Query, Resolver } from 'type-graphql';
import { BadUserInputError } from '../../graphql/errors.js';
import type { CatalogueContext } from '../catalogue/index.js';
import { fromGlobalId } from '../../graphql/relay/global-id.js';
import { nodeFieldNamesSelected } from '../../graphql/selection.js';
import { MAX_REVIEWS_PER_PAGE, ReviewConnectionArgs, ReviewPageArgs, type ReviewFilter } from './review.inputs.js';
import type { ReviewLoaders } from './review.loaders.js';
import type { ReviewListFilter, ReviewService } from './review.service.js';
import { ReviewConnection, ReviewPage } from './review.types.js';
import type { ReviewWritingService } from './review-writing.service.js';

export interface ReviewsContext {
  readonly reviews: { readonly service: ReviewService; readonly writing: ReviewWritingService; readonly loaders: ReviewLoaders };
}

function filterOf(input: ReviewFilter | null | undefined): ReviewListFilter {
  if (!input) return {};
  let placeDatabaseId: number | undefined;
  if (input.placeId !== null && input.placeId !== undefined) {
    const decoded = fromGlobalId(input.placeId);
    if (decoded?.typeName !== 'Place') throw new BadUserInputError('`filter.placeId` is not the ID of a place.');
    placeDatabaseId = decoded.databaseId;
  }
  return { placeDatabaseId, verifiedOnly: input.verifiedOnly ?? false };
}

@Resolver()
export class ReviewResolver {
  @Query(() => ReviewConnection, { description: 'Reviews, newest first, optionally of one place or by verified travellers. The home page shows the first 3.' })
  async reviews(
    @Args(() => ReviewConnectionArgs) { filter, ...args }: ReviewConnectionArgs,
    @Ctx() { reviews, catalogue }: ReviewsContext & CatalogueContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    const withPlaces = nodeFieldNamesSelected(info).has('place');
    const { page, places } = await reviews.service.listRecent(args, filterOf(filter), { withPlaces });
    for (const place of places) catalogue.loaders.placeById.prime(place.databaseId, place);
    return ReviewConnection.fromPage(page);
  }

  @Query(() => ReviewPage, {
    description:
      'One numbered page of reviews, newest first (spec §9: 6 per page on /all-reviews), optionally of one place or by verified travellers. A page of the whole list costs what the first does, at any depth; the pages of one place walk its reviews. For infinite lists use `reviews`.',
  })
  async reviewsPage(@Args(() => ReviewPageArgs) { page, perPage, filter }: ReviewPageArgs, @Ctx() { reviews }: ReviewsContext) {
    if (page < 1) throw new BadUserInputError('The page must be a whole number, 1 or more.');
    if (perPage < 1 || perPage > MAX_REVIEWS_PER_PAGE) {
      throw new BadUserInputError(`Reviews per page must be a whole number from 1 to ${MAX_REVIEWS_PER_PAGE}.`);
    }
    const { nodes, totalCount } = await reviews.service.listPage(page, perPage, filterOf(filter));
    return { nodes, page, perPage, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / perPage)) };
  }
}
