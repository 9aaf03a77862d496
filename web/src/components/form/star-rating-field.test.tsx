import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRatingField } from './star-rating-field';

function GuideRating({ initial = 5, error }: { initial?: number; error?: string }) {
  const [rating, setRating] = useState(initial);
  return <StarRatingField legend="Guide rating" value={rating} onChange={setRating} error={error} />;
}

describe('StarRatingField', () => {
  it('is a group named by its legend with one radio per star, 1 to 5, the value also as text', () => {
    render(<GuideRating initial={4} />);

    const group = screen.getByRole('group', { name: 'Guide rating' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(group).toHaveTextContent('4 of 5');
  });

  it('takes a rating from a click on a star', async () => {
    const user = userEvent.setup();
    render(<GuideRating />);

    await user.click(screen.getByRole('radio', { name: '2 stars' }));

    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Guide rating' })).toHaveTextContent('2 of 5');
  });

  it('is reached with Tab on the chosen star and changed with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<GuideRating initial={3} />);

    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');

    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('ties its error to the group and marks the stars invalid', () => {
    render(<GuideRating error="Guide rating must be a whole number from 1 to 5." />);

    expect(screen.getByRole('group', { name: 'Guide rating' })).toHaveAccessibleDescription('Guide rating must be a whole number from 1 to 5.');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInvalid();
  });
});
