import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingSummary } from './rating-summary';

describe('RatingSummary', () => {
  it('shows the average to one decimal and the number of reviews, and says it in words', () => {
    const { container } = render(<RatingSummary averageRating={4} reviewCount={1234} />);

    expect(container).toHaveTextContent('★ 4.0 (1,234 reviews)');
    expect(screen.getByText('Rated 4.0 out of 5 from 1,234 reviews')).toBeInTheDocument();
  });

  it('counts a single review in the singular', () => {
    render(<RatingSummary averageRating={4.5} reviewCount={1} />);
    expect(screen.getByText('Rated 4.5 out of 5 from 1 review')).toBeInTheDocument();
  });

  it("says 'No reviews yet' for a place nobody has reviewed", () => {
    const { container } = render(<RatingSummary averageRating={null} reviewCount={0} />);
    expect(container).toHaveTextContent(/^No reviews yet$/);
  });
});
