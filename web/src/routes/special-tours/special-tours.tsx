import { useQuery } from '@apollo/client/react';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { CardGridSkeleton } from '@/components/skeleton';
import { TourCard } from '@/features/catalogue/tour-card';
import { useCanEditCatalogue } from '@/features/catalogue/use-can-edit-catalogue';
import { SpecialToursPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { useLoadAllPages } from '@/lib/use-load-all-pages';

const TOURS_PAGE_SIZE = 100;

/** Spec §2: one card per state, each with Book Now; admins also see Edit. */
export function SpecialToursRoute() {
  const { data, error, refetch, fetchMore } = useQuery(SpecialToursPageDocument, {
    variables: { first: TOURS_PAGE_SIZE },
  });
  const { isLoadingMore } = useLoadAllPages(data?.specialTours.pageInfo, (after) =>
    fetchMore({ variables: { after } }),
  );
  const tours = data?.specialTours.edges.map((edge) => edge.node) ?? [];
  const canEdit = useCanEditCatalogue();

  return (
    <div className="page">
      <title>{`Special tours · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">One tour per state</span>
        <h1>Special tours</h1>
        <p>
          Each tour strings together the best places of one state, from the first city back to where you began, with
          local guides and transfers taken care of. The price shown is per person, for the whole tour.
        </p>
      </header>
      {error && !data && (
        <LoadFailedNotice
          message="We could not load the tours right now. Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {!data && !error && <CardGridSkeleton label="Loading special tours…" count={6} />}
      {data && tours.length === 0 && <p className="notice">New tours are being prepared. Check back soon!</p>}
      {tours.length > 0 && (
        <section aria-labelledby="special-tours-list">
          {/* The cards' titles are h3s, as on the home page: this h2 keeps the outline from skipping a level. */}
          <h2 id="special-tours-list" className="visually-hidden">
            Tours by state
          </h2>
          <ul className="card-grid card-grid--wide">
            {tours.map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour} canEdit={canEdit} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {isLoadingMore && (
        <p className="center" role="status">
          Loading more tours…
        </p>
      )}
    </div>
  );
}
