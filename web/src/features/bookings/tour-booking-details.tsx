import { Link } from 'react-router-dom';
import { FallbackImage } from '@/components/fallback-image';
import { TextSkeleton } from '@/components/skeleton';
import type { TourBookingDetails_TourFragment } from '@/gql/graphql';
import { formatPricePerPerson, formatRupees } from '@/lib/format';
import { paths } from '@/paths';
import './tour-booking.css';

/** A tour as the page may first know it: from a card's navigation state, before its places arrive. */
export type TourBookingPreview = Omit<TourBookingDetails_TourFragment, 'places'> & Partial<Pick<TourBookingDetails_TourFragment, 'places'>>;

/** What is being booked: the tour, its route, each place it visits, and the price per person (the sum of the places'). */
export function TourBookingDetails({ tour }: { tour: TourBookingPreview }) {
  return (
    <article className="tour-booking-details" aria-labelledby="tour-booking-title">
      <FallbackImage
        className="tour-booking-details__image"
        src={tour.image}
        fallbackSrc={tour.fallbackImage}
        alt={`${tour.name}: ${tour.attractions.split(',')[0]?.trim() ?? tour.title}`}
        width={960}
        height={540}
        loading="eager"
        fetchPriority="high"
      />
      <p className="eyebrow">{tour.name}</p>
      <h1 id="tour-booking-title">{tour.title}</h1>
      <dl className="tour-booking-details__facts">
        <div>
          <dt>Route</dt>
          <dd>{tour.route}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd className="tour-booking-details__price">{formatPricePerPerson(tour.pricePerPerson)}</dd>
        </div>
      </dl>
      <h2 className="tour-booking-details__places-title">Places on this tour</h2>
      {tour.places ? <TourPlaces places={tour.places} /> : <TextSkeleton lines={3} />}
    </article>
  );
}

function TourPlaces({ places }: { places: TourBookingDetails_TourFragment['places'] }) {
  return (
    <ol className="tour-booking-places">
      {places.map((place) => (
        <li key={place.id} className="tour-booking-places__item">
          <FallbackImage
            className="tour-booking-places__image"
            src={place.image}
            fallbackSrc={place.fallbackImage}
            alt=""
            width={160}
            height={107}
          />
          <div>
            <h3 className="tour-booking-places__title">
              <Link to={paths.placeDetails.to(place.slug)}>{place.title}</Link>
            </h3>
            <p className="tour-booking-places__facts">
              {place.city} · {formatRupees(place.price)} per person
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
