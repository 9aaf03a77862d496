import { useQuery } from '@apollo/client/react';
import { OwnBookingsDocument } from '@/gql/graphql';
import { BOOKINGS_PAGE_SIZE, BookingList, BookingListError, BookingListSkeleton } from './booking-list';

/** What /my-bookings and a user's /dashboard say to a visitor. */
export const OWN_BOOKINGS_SIGN_IN_REASON = 'Please log in to see your bookings.';

/**
 * The signed-in user's bookings, newest first (spec §2): /my-bookings and a user's /dashboard.
 * Always asked of the server too: quotes change with the day, and a booking made a moment ago
 * must be there.
 */
export function OwnBookings() {
  const { data, error, refetch, fetchMore } = useQuery(OwnBookingsDocument, {
    variables: { first: BOOKINGS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <section aria-labelledby="own-bookings-title">
      {/* The cards' titles are h3s: this h2 keeps the outline from skipping a level. */}
      <h2 id="own-bookings-title" className="visually-hidden">
        Your bookings
      </h2>
      {data ? (
        <BookingList
          connection={data.myBookings}
          label="Your bookings"
          onLoadMore={(after) => fetchMore({ variables: { after } })}
        />
      ) : error ? (
        <BookingListError onRetry={() => void refetch()} />
      ) : (
        <BookingListSkeleton label="Loading your bookings…" />
      )}
    </section>
  );
}
