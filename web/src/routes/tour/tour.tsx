import { useQuery } from '@apollo/client/react';
import { bookingRefusalOn } from '@india-tours/validation/availability';
import { isIsoDate } from '@india-tours/validation/dates';
import { useCallback, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { TextSkeleton } from '@/components/skeleton';
import { TourDatesSection } from '@/features/availability/tour-dates-section';
import { useTourDates } from '@/features/availability/use-tour-dates';
import { TourBookingDetails } from '@/features/bookings/tour-booking-details';
import { TourBookingPanel } from '@/features/bookings/tour-booking-panel';
import { TourBookingVisitor } from '@/features/bookings/tour-booking-visitor';
import { TourPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { paths } from '@/paths';
import { useSessionUser } from '@/session/use-session-user';
import { readTourPreview } from './tour-preview';
import './tour.css';

/** Spec §2 and §8, word for word. */
export const TOUR_NOT_FOUND = 'No tour data available.';
export const TOUR_LOAD_FAILED = 'We could not load this tour right now. Please check your connection and try again.';

/**
 * /tour/{id}, the booking page. Works from a bare URL (a tour ID, a state ID, or a legacy number such
 * as the footer's 999); a card's navigation state only shows the tour while the page's query loads.
 * A visitor sees the tour and a Book now that asks them to log in; a signed-in traveller, the form.
 */
export function TourRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const user = useSessionUser();
  const { data, error, loading, refetch } = useQuery(TourPageDocument, { variables: { id }, errorPolicy: 'all' });
  const dates = useTourDates(id);
  // The arrival date, picked in the calendar or typed in the form: each shows the other's. A pick is kept in the URL
  // (`?arrival=`), so a visitor who logs in to book comes back to it, and a shared link opens on it.
  const [searchParams, setSearchParams] = useSearchParams();
  const pickedArrival = arrivalOf(searchParams);
  const pickArrival = useCallback((date: string) => setSearchParams({ arrival: date }, { replace: true, preventScrollReset: true }), [setSearchParams]);
  const [typedArrival, setTypedArrival] = useState<string>();
  const arrivalRefusal = useCallback((date: string, travellers: number) => bookingRefusalOn(dates.byDate.get(date), travellers), [dates.byDate]);

  // Only an answer without errors that names no tour means "unknown tour"; a failure is said as a failure.
  if (data && data.tour === null && !error) return <TourNotFound />;
  const tour = data?.tour ?? undefined;
  const shownTour = tour ?? readTourPreview(location.state, id);
  const hasFailed = Boolean(error) && !loading && !tour;
  const retry = () => void refetch();
  if (!shownTour) {
    return hasFailed ? (
      <div className="page">
        <LoadFailedNotice message={TOUR_LOAD_FAILED} onRetry={retry} />
      </div>
    ) : (
      <TourPageSkeleton />
    );
  }

  return (
    <div className="page tour-page">
      <title>{`Book the ${shownTour.title} · ${site.name}`}</title>
      <div className="tour-page__main">
        <TourBookingDetails tour={shownTour} />
        <TourDatesSection dates={dates} selected={typedArrival ?? pickedArrival} onPick={pickArrival} />
      </div>
      <section className="tour-page__booking" aria-label="Booking">
        {!user && <TourBookingVisitor tourTitle={shownTour.title} pricePerPerson={shownTour.pricePerPerson} />}
        {/* Keyed by tour: moving to another tour starts a new form (and idempotency key), never the last tour's. */}
        {user && tour && (
          <TourBookingPanel
            key={tour.id}
            tour={tour}
            account={data?.me ?? null}
            email={data?.me?.email ?? user.email}
            onBooked={dates.refetch}
            pickedArrival={pickedArrival}
            arrivalRefusal={arrivalRefusal}
            onArrivalChange={setTypedArrival}
          />
        )}
        {user && !tour && (hasFailed ? <LoadFailedNotice message={TOUR_LOAD_FAILED} onRetry={retry} /> : <TextSkeleton lines={8} />)}
      </section>
    </div>
  );
}

/** `?arrival=YYYY-MM-DD`, when it is a real date; the form's and the server's rules judge the rest. */
function arrivalOf(searchParams: URLSearchParams): string | undefined {
  const arrival = searchParams.get('arrival') ?? '';
  return isIsoDate(arrival) ? arrival : undefined;
}

function TourNotFound() {
  return (
    <div className="page">
      <title>{`Tour not found · ${site.name}`}</title>
      <div className="notice">
        <p role="alert">{TOUR_NOT_FOUND}</p>
        <Link to={paths.specialTours.to()} className="button button--teal">
          See all tours
        </Link>
      </div>
    </div>
  );
}

function TourPageSkeleton() {
  return (
    <div className="page tour-page" role="status">
      <span className="visually-hidden">Loading tour…</span>
      <div className="skeleton skeleton--image" />
      <TextSkeleton lines={8} />
    </div>
  );
}
