import type { ReactNode, Ref } from 'react';
import { FallbackImage } from '@/components/fallback-image';
import { RatingSummary } from '@/components/rating-summary';
import { TextSkeleton } from '@/components/skeleton';
import type { PlaceSpotlight_PlaceFragment } from '@/gql/graphql';
import { formatPricePerPerson } from '@/lib/format';
import './place-spotlight.css';

type Optional = 'description' | 'averageRating' | 'reviewCount';

/**
 * A place as the details page may first know it: from a card, without the description (and, for a
 * sample card, without rating figures).
 */
export type SpotlightPlace = Omit<PlaceSpotlight_PlaceFragment, Optional> & Partial<Pick<PlaceSpotlight_PlaceFragment, Optional>>;

/**
 * The details page's main view of one place. A missing description shows as a
 * placeholder while it loads; a `notice` (such as why it could not be loaded)
 * takes the placeholder's place. `actions` (an admin's Edit) follow the facts.
 */
export function PlaceSpotlight({
  place,
  stateName,
  headingRef,
  notice,
  actions,
}: {
  place: SpotlightPlace;
  stateName?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  notice?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <article className="place-spotlight">
      <FallbackImage
        className="place-spotlight__image"
        src={place.image}
        fallbackSrc={place.fallbackImage}
        alt={`${place.title} in ${place.city}`}
        width={960}
        height={640}
        loading="eager"
        fetchPriority="high"
      />
      <div className="place-spotlight__body">
        {stateName && <p className="eyebrow">{stateName}</p>}
        <h1 ref={headingRef} tabIndex={-1} className="place-spotlight__title">
          {place.title}
        </h1>
        {place.reviewCount !== undefined && (
          <RatingSummary
            className="place-spotlight__rating"
            averageRating={place.averageRating ?? null}
            reviewCount={place.reviewCount}
          />
        )}
        <dl className="place-spotlight__facts">
          <div>
            <dt>City</dt>
            <dd>{place.city}</dd>
          </div>
          <div>
            <dt>Destination</dt>
            <dd>{place.destination}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd className="place-spotlight__price">{formatPricePerPerson(place.price)}</dd>
          </div>
        </dl>
        {actions && <div className="place-spotlight__actions">{actions}</div>}
        {place.description === undefined ? (
          !notice && <TextSkeleton lines={4} />
        ) : (
          <div className="place-spotlight__description">
            {place.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
        {notice}
      </div>
    </article>
  );
}
