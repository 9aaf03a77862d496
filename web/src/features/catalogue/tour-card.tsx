import { Link } from 'react-router-dom';
import { FallbackImage } from '@/components/fallback-image';
import { RatingSummary } from '@/components/rating-summary';
import type { TourCard_TourFragment } from '@/gql/graphql';
import { formatRupees } from '@/lib/format';
import { paths } from '@/paths';
import { EditCatalogueLink } from './edit-catalogue-link';
import './cards.css';

/** How many attractions the card lists: `attractions(first: 5)` in tour-card.graphql. */
const ATTRACTIONS_SHOWN = 5;

/**
 * A state's special tour. Book Now is a plain link for everyone: the tour page itself asks a
 * visitor to log in, so the tour can be seen (and shared) before deciding to book. `canEdit`: the
 * page's viewer is an admin (spec §2: "admins also see Edit").
 */
export function TourCard({ tour, canEdit = false }: { tour: TourCard_TourFragment; canEdit?: boolean }) {
  const moreAttractions = Math.max(0, tour.attractionCount - ATTRACTIONS_SHOWN);
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
        {/* Over the reviews of every place the tour visits. */}
        <RatingSummary averageRating={tour.averageRating} reviewCount={tour.reviewCount} />
        <p className="tour-card__route">
          <span className="visually-hidden">Route: </span>
          {tour.route}
        </p>
        <p className="tour-card__attractions">
          <strong>Attractions:</strong> {tour.attractions}
          {moreAttractions > 0 && ` and ${moreAttractions} more`}
        </p>
        <div className="tour-card__footer">
          {/* A place's price is per person and a tour visits all its places: this is the whole tour's price. */}
          <p className="card__price">
            <strong>{formatRupees(tour.pricePerPerson)}</strong> per person
          </p>
          <div className="tour-card__actions">
            {canEdit && <EditCatalogueLink to={paths.editSpecialTour.to(tour.id)} itemTitle={tour.title} />}
            <Link className="button" to={paths.tour.to(tour.id)} state={{ tour }} aria-label={`Book Now: ${tour.title}`}>
              Book Now
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
