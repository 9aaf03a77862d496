import { useState } from 'react';
import type { ReviewCard_ReviewFragment } from '@/gql/graphql';
import './review-card.css';

const MAX_RATING = 5;

export function ReviewCard({ review }: { review: ReviewCard_ReviewFragment }) {
  const name = [review.firstName, review.lastName].filter(Boolean).join(' ');
  return (
    <figure className="review-card">
      <StarRating rating={review.rating} />
      <blockquote className="review-card__comment">
        <p>{review.comment}</p>
      </blockquote>
      <figcaption className="review-card__author">
        <Avatar name={name} imageUrl={review.userImage} />
        <span>
          <span className="review-card__name">{name}</span>
          <span className="review-card__place">Visited {review.tourPlace}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function StarRating({ rating }: { rating: number }) {
  const clamped = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <p className="review-card__stars" role="img" aria-label={`Rated ${clamped} out of ${MAX_RATING}`}>
      {'★'.repeat(clamped)}
      <span className="review-card__stars-empty">{'★'.repeat(MAX_RATING - clamped)}</span>
    </p>
  );
}

function Avatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const [hasFailed, setHasFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  if (imageUrl && !hasFailed) {
    return (
      <img
        className="review-card__avatar"
        src={imageUrl}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        onError={() => setHasFailed(true)}
      />
    );
  }
  return (
    <span className="review-card__avatar review-card__avatar--initials" aria-hidden="true">
      {initials}
    </span>
  );
}
