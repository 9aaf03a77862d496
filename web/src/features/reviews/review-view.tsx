import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/icons';
import type { ReviewCard_ReviewFragment } from '@/gql/graphql';
import { formatIndiaDayOf } from '@/lib/format';
import { contactLinks, paths } from '@/paths';

const MAX_RATING = 5;

export function reviewerName(review: Pick<ReviewCard_ReviewFragment, 'firstName' | 'lastName'>): string {
  return [review.firstName, review.lastName].filter(Boolean).join(' ');
}

/** The review as a reader sees it; an admin also sees who wrote it and when. */
export function ReviewView({ review }: { review: ReviewCard_ReviewFragment }) {
  const name = reviewerName(review);
  return (
    <figure className="review-card__view">
      <div className="review-card__top">
        <StarRating rating={review.rating} />
        {review.verified && (
          <p className="review-card__verified">
            <CheckIcon size={14} /> Verified traveller
          </p>
        )}
      </div>
      <blockquote className="review-card__comment">
        <p>{review.comment}</p>
      </blockquote>
      <figcaption className="review-card__author">
        <Avatar name={name} imageUrl={review.userImage} />
        <span>
          <span className="review-card__name">{name}</span>
          <span className="review-card__place">
            Visited{' '}
            {review.place ? <Link to={paths.placeDetails.to(review.place.slug)}>{review.place.title}</Link> : review.tourPlace}
          </span>
        </span>
      </figcaption>
      {review.createdAt !== undefined && <ReviewerContact review={review} />}
    </figure>
  );
}

/** Selected for admins only (`ReviewCard_contact`); dated in India time, as the operator works. */
function ReviewerContact({ review }: { review: ReviewCard_ReviewFragment }) {
  return (
    <dl className="review-card__contact">
      <div>
        <dt>Email</dt>
        <dd>{review.email ? <a href={contactLinks.email(review.email)}>{review.email}</a> : 'Not given'}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{review.phone ? <a href={contactLinks.phone(review.phone)}>{review.phone}</a> : 'Not given'}</dd>
      </div>
      <div>
        <dt>Posted</dt>
        <dd>{review.createdAt ? `${formatIndiaDayOf(review.createdAt)} IST` : 'Unknown'}</dd>
      </div>
    </dl>
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
