/** Ids per row of `review_blocks`: the block of a review is `id / REVIEWS_PER_BLOCK` (its migration). */
export const REVIEWS_PER_BLOCK = 1024;

/** What is kept per place: the number of reviews and the sum of their ratings. */
export interface RatingFigures {
  readonly reviewCount: number;
  readonly ratingSum: number;
}

export const NO_REVIEWS: RatingFigures = { reviewCount: 0, ratingSum: 0 };

/** The mean rating to one decimal (4.25 → 4.3), or null without reviews: shown as "4.3 (12 reviews)". */
export function averageRating({ reviewCount, ratingSum }: RatingFigures): number | null {
  return reviewCount === 0 ? null : Math.round((ratingSum / reviewCount) * 10) / 10;
}

/** The figures of several places taken together (a tour across states). */
export function sumOfFigures(figures: readonly RatingFigures[]): RatingFigures {
  return figures.reduce((sum, { reviewCount, ratingSum }) => ({ reviewCount: sum.reviewCount + reviewCount, ratingSum: sum.ratingSum + ratingSum }), NO_REVIEWS);
}
