import { describe, expect, it } from 'vitest';
import { averageRating, sumOfFigures } from './review-rating.js';

describe('averageRating', () => {
  it('rounds the mean to one decimal, half up, and is null without reviews', () => {
    expect(averageRating({ reviewCount: 4, ratingSum: 17 })).toBe(4.3);
    expect(averageRating({ reviewCount: 3, ratingSum: 13 })).toBe(4.3);
    expect(averageRating({ reviewCount: 2, ratingSum: 10 })).toBe(5);
    expect(averageRating({ reviewCount: 0, ratingSum: 0 })).toBeNull();
  });

  it('weighs every review alike when places are taken together', () => {
    expect(averageRating(sumOfFigures([{ reviewCount: 1, ratingSum: 1 }, { reviewCount: 3, ratingSum: 15 }]))).toBe(4);
  });
});
