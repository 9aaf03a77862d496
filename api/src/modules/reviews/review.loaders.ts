import DataLoader from 'dataloader';
import type { ReviewService } from './review.service.js';
import { NO_REVIEWS, type RatingFigures } from './review-rating.js';

/** Per request: any number of place cards cost one statement for their ratings (a state's tour card keeps its own). */
export function createReviewLoaders(service: ReviewService) {
  return {
    figuresByPlaceId: new DataLoader<number, RatingFigures>(async (placeIds) => {
      const figures = await service.figuresOfPlaces(placeIds);
      return placeIds.map((id) => figures.get(id) ?? NO_REVIEWS);
    }),
  };
}

export type ReviewLoaders = ReturnType<typeof createReviewLoaders>;
