import type { NodeFetchers } from '../../graphql/relay/node.js';
import { Review } from './review.entity.js';
import { ReviewResolver, type ReviewsContext } from './review.resolver.js';
import { PlaceRatingResolver, ReviewPlaceResolver, TourRatingResolver } from './review-catalogue.resolver.js';
import { ReviewWritingResolver } from './review-writing.resolver.js';

export { ReviewService } from './review.service.js';
export { ReviewWritingService } from './review-writing.service.js';
export { REVIEW_POST_QUOTA } from './review-post-limit.js';
export { createReviewLoaders } from './review.loaders.js';
export type { ReviewsContext } from './review.resolver.js';

export const reviewEntities = [Review];
export const reviewResolvers = [ReviewResolver, ReviewWritingResolver, ReviewPlaceResolver, PlaceRatingResolver, TourRatingResolver] as const;

export const reviewNodeFetchers: NodeFetchers<ReviewsContext> = {
  Review: (id, { reviews }) => reviews.service.findById(id),
};
