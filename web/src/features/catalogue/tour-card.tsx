import { FallbackImage } from '@/components/fallback-image';
import { LoginRequiredLink } from '@/components/login-required/login-required-link';
import type { TourCard_TourFragment } from '@/gql/graphql';
import { formatRupees } from '@/lib/format';
import { paths } from '@/paths';
import './cards.css';

export function TourCard({ tour }: { tour: TourCard_TourFragment }) {
  return (
    <article className="card tour-card">
      <div className="tour-card__media">
        <FallbackImage
          className="card__image"
          src={tour.image}
          fallbackSrc={tour.fallbackImage}
          alt={`${tour.name}: ${tour.attractions.split(',')[0]?.trim() ?? tour.title}`}
          width={480}
          height={320}
        />
        <span className="tour-card__ribbon">Special tour</span>
      </div>
      <div className="card__body">
        <h3 className="card__title">{tour.title}</h3>
        <p className="tour-card__route">
          <span className="visually-hidden">Route: </span>
          {tour.route}
        </p>
        <p className="tour-card__attractions">
          <strong>Attractions:</strong> {tour.attractions}
        </p>
        <div className="tour-card__footer">
          <p className="card__price">
            from <strong>{formatRupees(tour.startingPrice)}</strong> per person
          </p>
          <LoginRequiredLink
            className="button"
            to={paths.tour.to(tour.id)}
            state={{ tour }}
            aria-label={`Book Now: ${tour.title}`}
            reason="Please log in to book this tour."
          >
            Book Now
          </LoginRequiredLink>
        </div>
      </div>
    </article>
  );
}
