import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewCard_ReviewFragment } from '@/gql/graphql';
import { REVIEWS } from '@/testing/fixtures/reviews';
import { renderWithProviders } from '@/testing/render';
import { reviewNode } from '@/testing/review-list-handlers';
import { ReviewCard } from './review-card';

/** A fixture review as a visitor gets it (no contact fields), with `overrides`. */
function reviewOf(comment: string, overrides: Partial<ReviewCard_ReviewFragment> = {}): ReviewCard_ReviewFragment {
  const { email: _email, phone: _phone, createdAt: _createdAt, ...visible } = reviewNode(REVIEWS.find((review) => review.comment === comment)!);
  return { ...visible, ...overrides };
}

describe('ReviewCard', () => {
  it('marks a verified traveller’s review in words, and links the place reviewed', () => {
    renderWithProviders(<ReviewCard review={reviewOf('Sunrise at the Taj was unforgettable.')} />);

    expect(screen.getByText('Verified traveller')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taj Mahal' })).toHaveAttribute('href', '/details/taj-mahal');
  });

  it('names an older review’s place as written, without a link or a mark', () => {
    renderWithProviders(<ReviewCard review={reviewOf('Delhi, Agra and Jaipur in a week.')} />);

    expect(screen.getByText(/Visited Golden Triangle/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified traveller')).not.toBeInTheDocument();
  });

  it('offers Edit and Delete only as the API allows them', () => {
    const comment = 'Our guide knew a story for every arch.';
    const { unmount } = renderWithProviders(<ReviewCard review={reviewOf(comment, { viewerCanEdit: true, viewerCanDelete: true })} />);
    expect(screen.getByRole('button', { name: 'Edit review by Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete review by Asha Verma' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ReviewCard review={reviewOf(comment, { viewerCanEdit: false, viewerCanDelete: true })} />);
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete review by Asha Verma' })).toBeInTheDocument();
  });

  it("shows the reviewer's contact only when it was selected (for an admin)", () => {
    const comment = 'Our guide knew a story for every arch.';
    const { unmount } = renderWithProviders(<ReviewCard review={reviewOf(comment)} />);
    expect(screen.queryByText('asha@example.com')).not.toBeInTheDocument();
    expect(screen.queryByText('Posted')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <ReviewCard review={reviewOf(comment, { email: 'asha@example.com', phone: null, createdAt: '2026-02-06T18:45:00.000Z' })} />,
    );
    expect(screen.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(screen.getByText('Not given')).toBeInTheDocument();
    expect(screen.getByText('07/02/2026 IST')).toBeInTheDocument();
  });
});
