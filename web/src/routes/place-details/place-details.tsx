import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { TextSkeleton } from '@/components/skeleton';
import { EditCatalogueLink } from '@/features/catalogue/edit-catalogue-link';
import { PlaceSpotlight, type SpotlightPlace } from '@/features/catalogue/place-spotlight';
import { readPlaceNavigationState } from '@/features/catalogue/place-preview';
import { PlaceStrip } from '@/features/catalogue/place-strip';
import { useCanEditCatalogue } from '@/features/catalogue/use-can-edit-catalogue';
import { PlaceReviews } from '@/features/reviews/place-reviews';
import { PlaceDetailsPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { paths } from '@/paths';
import './place-details.css';

/** Spec §2 and §8, word for word. */
export const PLACE_NOT_FOUND = 'No tour details found. Please go back and try again.';
export const PLACE_LOAD_FAILED = 'We could not load this place right now. Please check your connection and try again.';

/**
 * Works from a bare URL (the slug is enough); a card's navigation state only
 * lets the page render before the answer arrives. Picking another place of
 * the state swaps it in from data already loaded, then refreshes it.
 */
export function PlaceDetailsRoute() {
  const { place: slug = '' } = useParams();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const canEdit = useCanEditCatalogue();
  const { data, previousData, error, loading, refetch } = useQuery(PlaceDetailsPageDocument, {
    variables: { slug },
    errorPolicy: 'all',
  });

  const state = (data?.place ?? previousData?.place)?.state;
  const navigationPlace = readPlaceNavigationState(location.state);
  // Known to the API (unlike a sample card's place), so its reviews can be asked for.
  const catalogPlace = data?.place ?? state?.places.find((candidate) => candidate.slug === slug);
  const place: SpotlightPlace | undefined = catalogPlace ?? (navigationPlace?.slug === slug ? navigationPlace : undefined);

  const retry = () => void refetch();
  // The answer outranks a card's navigation state: a place the API no longer knows is gone.
  if (isNotFound(data, error)) return <PlaceNotFound />;
  if (!place) {
    if (error && !loading) {
      return (
        <div className="page">
          <LoadFailedNotice message={PLACE_LOAD_FAILED} onRetry={retry} />
        </div>
      );
    }
    return <PlaceDetailsSkeleton />;
  }

  // Shown from a card alone, the rest (description, tour, strip) must not wait for an answer
  // that already failed: say so and offer a retry instead of placeholders.
  const hasLoadFailed = !state && Boolean(error) && !loading;
  const otherPlaces = state?.places.filter((candidate) => candidate.slug !== place.slug) ?? [];
  return (
    <div className="page place-details">
      <title>{`${place.title} · ${site.name}`}</title>
      <nav aria-label="Breadcrumb" className="place-details__breadcrumb">
        <Link to={paths.indiaTours.to()}>All destinations</Link>
        {state && <span aria-hidden="true"> / </span>}
        {state && <span>{state.name}</span>}
      </nav>
      <PlaceSpotlight
        place={place}
        stateName={state?.name}
        headingRef={headingRef}
        notice={hasLoadFailed ? <LoadFailedNotice message={PLACE_LOAD_FAILED} onRetry={retry} /> : undefined}
        actions={
          canEdit &&
          catalogPlace && <EditCatalogueLink to={paths.editTour.to(catalogPlace.id)} itemTitle={catalogPlace.title} />
        }
      />
      {state && (
        <div className="place-details__tour">
          <p>
            Visit {place.title} on our <strong>{state.tour.title}</strong>: {state.tour.route}.
          </p>
          {/* Everyone may see the tour page; booking there asks a visitor to log in first (spec §4). */}
          <Link to={paths.tour.to(state.tour.id)} state={{ tour: state.tour }} className="button">
            Book the {state.tour.title}
          </Link>
        </div>
      )}
      {catalogPlace && <PlaceReviews key={catalogPlace.id} place={catalogPlace} />}
      {state ? (
        <PlaceStrip
          title={`More in ${state.name}`}
          places={otherPlaces}
          onSelect={() => headingRef.current?.focus({ preventScroll: true })}
        />
      ) : (
        !hasLoadFailed && <TextSkeleton lines={2} />
      )}
    </div>
  );
}

function isNotFound(data: { place: unknown } | undefined, error: unknown): boolean {
  if (data && data.place === null) return true;
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND')
  );
}

function PlaceNotFound() {
  return (
    <div className="page">
      <title>{`Place not found · ${site.name}`}</title>
      <div className="notice">
        <p role="alert">{PLACE_NOT_FOUND}</p>
        <Link to={paths.indiaTours.to()} className="button button--teal">
          Browse all destinations
        </Link>
      </div>
    </div>
  );
}

function PlaceDetailsSkeleton() {
  return (
    <div className="page" role="status">
      <span className="visually-hidden">Loading place…</span>
      <div className="place-details__skeleton">
        <div className="skeleton skeleton--image" />
        <TextSkeleton lines={6} />
      </div>
    </div>
  );
}
