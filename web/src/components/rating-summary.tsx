import './rating-summary.css';

const count = new Intl.NumberFormat('en-IN');

type RatingSummaryProps = {
  /** The API's mean, already to one decimal; null without reviews. */
  averageRating: number | null;
  reviewCount: number;
  className?: string;
};

/**
 * "★ 4.3 (12 reviews)" on screen; read out as "Rated 4.3 out of 5 from 12 reviews", since a star
 * and a bracket say little when spoken.
 */
export function RatingSummary({ averageRating, reviewCount, className }: RatingSummaryProps) {
  const classes = ['rating-summary', className].filter(Boolean).join(' ');
  if (averageRating === null || reviewCount === 0) {
    return <p className={`${classes} rating-summary--none`}>No reviews yet</p>;
  }
  const rating = averageRating.toFixed(1);
  const reviews = `${count.format(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <p className={classes}>
      <span aria-hidden="true">
        <span className="rating-summary__star">★</span> <strong>{rating}</strong>{' '}
        <span className="rating-summary__count">({reviews})</span>
      </span>
      <span className="visually-hidden">
        Rated {rating} out of 5 from {reviews}
      </span>
    </p>
  );
}
