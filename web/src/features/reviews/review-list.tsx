import { Link } from 'react-router-dom';
import type { ReviewCard_ReviewFragment } from '@/gql/graphql';
import { ReviewCard } from './review-card';

/** Spec §9: 6 per page on /all-reviews; a place's reviews page the same way. */
export const REVIEWS_PER_PAGE = 6;

/** Spec §8, word for word. */
export const NO_REVIEWS = 'No reviews yet. Be the first to leave one!';

type ReviewListProps = {
  reviews: readonly ReviewCard_ReviewFragment[];
  /** Names the list, e.g. "Reviews of Taj Mahal". */
  label: string;
  /** Where the focus goes when a card is deleted from under it, such as the list's heading. */
  onReviewDeleted: () => void;
};

export function ReviewList({ reviews, label, onReviewDeleted }: ReviewListProps) {
  return (
    <ul className="card-grid card-grid--wide" aria-label={label}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} onDeleted={onReviewDeleted} />
        </li>
      ))}
    </ul>
  );
}

/** The empty list's invitation, with the way to the review form (`writeReviewTo`). */
export function NoReviews({ writeReviewTo }: { writeReviewTo: string }) {
  return (
    <div className="notice">
      <p>{NO_REVIEWS}</p>
      <p>
        <Link to={writeReviewTo} className="button">
          Write a review
        </Link>
      </p>
    </div>
  );
}
