import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { DeskPanel } from '@/components/desk-panel/desk-panel';
import { TextSkeleton } from '@/components/skeleton';
import { AdminBookingFilters, type AdminBookingFilter } from '@/features/bookings/admin-booking-filters';
import { BOOKINGS_PAGE_SIZE, BookingList, BookingListError, BookingListSkeleton } from '@/features/bookings/booking-list';
import { TopStatesChart } from '@/features/bookings/top-states-chart';
import { BookingsDeskDocument, type BookingFilter } from '@/gql/graphql';
import { paths } from '@/paths';
import './dashboard.css';

/** The filter lives in the URL (`?state=Kerala&reference=IT-…`): a reload or a shared link shows the same list. */
function filterFrom(searchParams: URLSearchParams): AdminBookingFilter {
  return { state: searchParams.get('state')?.trim() ?? '', reference: searchParams.get('reference')?.trim() ?? '' };
}

function searchParamsOf({ state, reference }: AdminBookingFilter): Record<string, string> {
  return { ...(state && { state }), ...(reference && { reference }) };
}

/** The admin's bookings (spec §6): everyone's bookings with the booker, a state filter, a reference search, the top 5 and CSV. */
export function BookingsDesk() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFrom(searchParams);
  const bookingFilter: BookingFilter = searchParamsOf(filter);
  const { data, previousData, error, refetch, fetchMore } = useQuery(BookingsDeskDocument, {
    variables: { first: BOOKINGS_PAGE_SIZE, filter: bookingFilter },
    fetchPolicy: 'cache-and-network',
  });
  // While another filter's list loads, the chart and the form stay as they were.
  const shown = data ?? previousData;

  return (
    <>
      <p className="admin-desk__intro">Every traveller&apos;s bookings, newest first, with who booked them. Filter by state or find one by its reference.</p>
      <DeskPanel title="Top 5 states" hint="Confirmed bookings of tours visiting each state." titleId="top-states-title">
        {shown ? <TopStatesChart counts={shown.topBookedStates} labelledBy="top-states-title" /> : <TextSkeleton lines={5} />}
      </DeskPanel>
      <section className="admin-desk__bookings" aria-labelledby="all-bookings-title">
        <div className="admin-desk__bookings-header">
          <h2 id="all-bookings-title">All bookings</h2>
          <a className="button button--ghost" href={paths.bookingsCsv.to(filter)} download>
            Download CSV<span className="visually-hidden"> of the bookings shown by this filter</span>
          </a>
        </div>
        <AdminBookingFilters
          states={shown?.states.nodes ?? []}
          filter={filter}
          onApply={(next) => setSearchParams(searchParamsOf(next))}
        />
        {data ? (
          <BookingList
            connection={data.bookings}
            label="All bookings"
            showBooker
            canCancel={false}
            canChangeAnytime
            onLoadMore={(after) => fetchMore({ variables: { after } })}
          />
        ) : error ? (
          <BookingListError onRetry={() => void refetch()} />
        ) : (
          <BookingListSkeleton label="Loading bookings…" />
        )}
      </section>
    </>
  );
}
