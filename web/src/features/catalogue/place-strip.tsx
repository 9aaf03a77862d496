import { Link } from 'react-router-dom';
import { FallbackImage } from '@/components/fallback-image';
import type { PlaceStrip_PlaceFragment } from '@/gql/graphql';
import { paths } from '@/paths';
import './place-strip.css';

/**
 * The other places of the same state. Choosing one is a history entry of its own, so Back returns
 * to the place the visitor came from. A link is named by its visible text, "title, city" (WCAG 2.5.3,
 * label in name): the image beside it is decoration, so its alt text must not lengthen the name.
 */
export function PlaceStrip<TPlace extends PlaceStrip_PlaceFragment>({
  title,
  places,
  onSelect,
}: {
  title: string;
  places: readonly TPlace[];
  onSelect?: (place: TPlace) => void;
}) {
  if (places.length === 0) return null;
  return (
    <section className="place-strip" aria-labelledby="place-strip-title">
      <h2 id="place-strip-title" className="place-strip__title">
        {title}
      </h2>
      <ul className="place-strip__list">
        {places.map((place) => (
          <li key={place.id}>
            <Link
              className="place-strip__item"
              to={paths.placeDetails.to(place.slug)}
              state={{ place }}
              onClick={() => onSelect?.(place)}
            >
              <FallbackImage
                className="place-strip__image"
                src={place.image}
                fallbackSrc={place.fallbackImage}
                alt=""
                width={240}
                height={160}
              />
              <span className="place-strip__name">
                {place.title}
                <span className="visually-hidden">,</span>
              </span>{' '}
              <span className="place-strip__city">{place.city}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
