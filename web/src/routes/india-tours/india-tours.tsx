import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CardGridSkeleton } from '@/components/skeleton';
import { PlaceCard } from '@/features/catalogue/place-card';
import { SAMPLE_PLACES, STATES_LOAD_ERROR } from '@/features/catalogue/sample-places';
import { useCanEditCatalogue } from '@/features/catalogue/use-can-edit-catalogue';
import { IndiaToursPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { useLoadAllPages } from '@/lib/use-load-all-pages';
import { IntroText } from './intro-text-block';
import './india-tours.css';

/** Spec §9: 16 cards first, then all; the toggle is offered when there are more than 12. */
export const INITIAL_PLACE_COUNT = 16;
export const TOGGLE_THRESHOLD = 12;
/** Largest page the API serves (connections take `first` 1–100). */
export const PLACES_PAGE_SIZE = 100;

/**
 * The first 16 places come with the page; the rest are fetched only when the visitor asks for all of
 * them, so a phone does not download and process every place of India to show sixteen.
 */
export function IndiaToursRoute() {
  const { data, error, fetchMore } = useQuery(IndiaToursPageDocument, {
    variables: { first: INITIAL_PLACE_COUNT },
  });
  const [isShowingAll, setIsShowingAll] = useState(false);
  const { isLoadingMore, loadMoreError } = useLoadAllPages(isShowingAll ? data?.places.pageInfo : undefined, (after) =>
    fetchMore({ variables: { first: PLACES_PAGE_SIZE, after } }),
  );

  const places = data ? data.places.edges.map((edge) => edge.node) : error ? SAMPLE_PLACES : [];
  const totalCount = data ? Math.max(data.places.totalCount, places.length) : places.length;
  const visiblePlaces = isShowingAll ? places : places.slice(0, INITIAL_PLACE_COUNT);
  // Never on the sample places shown when the catalogue cannot be loaded: they are not the server's.
  const canEditPlaces = useCanEditCatalogue() && Boolean(data);

  return (
    <div className="page india-tours">
      <title>{`Explore India · ${site.name}`}</title>
      <header className="page-header india-tours__header">
        <span className="eyebrow">Explore</span>
        <h1>Travel across India</h1>
        <IntroText />
      </header>

      <section aria-labelledby="all-places">
        <header className="section__header">
          <div>
            <h2 id="all-places">All destinations</h2>
            {data && <p>{`${totalCount} places across India, each priced per person.`}</p>}
          </div>
        </header>
        {error && (
          <p className="alert" role="alert">
            {STATES_LOAD_ERROR}
          </p>
        )}
        {!data && !error ? (
          <CardGridSkeleton label="Loading places…" count={8} />
        ) : (
          <ul className="card-grid">
            {visiblePlaces.map((place) => (
              <li key={place.id}>
                <PlaceCard place={place} canEdit={canEditPlaces} />
              </li>
            ))}
          </ul>
        )}
        {Boolean(loadMoreError) && (
          <p className="alert" role="alert">
            Some places could not be loaded. Please refresh the page to try again.
          </p>
        )}
        {totalCount > TOGGLE_THRESHOLD && (
          <div className="center">
            <button
              type="button"
              className="button button--teal"
              aria-expanded={isShowingAll}
              onClick={() => setIsShowingAll((showing) => !showing)}
            >
              {isShowingAll ? 'Show fewer places' : `Show all ${totalCount} places`}
            </button>
          </div>
        )}
        {isShowingAll && isLoadingMore && (
          <p className="india-tours__loading" role="status">
            Loading more places…
          </p>
        )}
      </section>
    </div>
  );
}
