import { Link } from 'react-router-dom';
import { FallbackImage } from '@/components/fallback-image';
import { RatingSummary } from '@/components/rating-summary';
import { formatPricePerPerson } from '@/lib/format';
import { paths } from '@/paths';
import { EditCatalogueLink } from './edit-catalogue-link';
import type { PlaceCardPlace, PlaceDetailsNavigationState } from './place-preview';
import './cards.css';

/** `canEdit`: the page's viewer is an admin (spec §6), so the card offers Edit. */
export function PlaceCard({ place, canEdit = false }: { place: PlaceCardPlace; canEdit?: boolean }) {
  const navigationState: PlaceDetailsNavigationState = { place };
  return (
    <article className="card place-card">
      <FallbackImage
        className="card__image"
        src={place.image}
        fallbackSrc={place.fallbackImage}
        alt={`${place.title}, ${place.city}`}
        width={480}
        height={320}
      />
      <div className="card__body">
        <h3 className="card__title">
          <Link className="card__stretched-link" to={paths.placeDetails.to(place.slug)} state={navigationState}>
            {place.title}
          </Link>
        </h3>
        {place.reviewCount !== undefined && (
          <RatingSummary averageRating={place.averageRating ?? null} reviewCount={place.reviewCount} />
        )}
        <dl className="card__facts">
          <div>
            <dt>City</dt>
            <dd>{place.city}</dd>
          </div>
          <div>
            <dt>Destination</dt>
            <dd>{place.destination}</dd>
          </div>
        </dl>
        <p className="card__price">{formatPricePerPerson(place.price)}</p>
        {canEdit && <EditCatalogueLink className="card__edit" to={paths.editTour.to(place.id)} itemTitle={place.title} />}
      </div>
    </article>
  );
}
