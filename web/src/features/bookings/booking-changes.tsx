import { useLazyQuery } from '@apollo/client/react';
import { BookingChangesDocument } from '@/gql/graphql';
import { formatIndiaDateTime, formatRupees, formatTripDates } from '@/lib/format';

const party = (adults: number, children: number) => `${adults + children} traveller${adults + children === 1 ? '' : 's'}`;

/**
 * A booking's changes, oldest first (spec §9): when, from what, to what, and any fee. The count is the booking's version
 * (one per change); the list is read when opened. Nothing when it was never changed.
 */
export function BookingChanges({ bookingId, count }: { bookingId: string; count: number }) {
  const [readChanges, { data, error }] = useLazyQuery(BookingChangesDocument);
  if (count === 0) return null;
  const booking = data?.node?.__typename === 'Booking' ? data.node : null;
  return (
    <details className="booking-summary__changes" onToggle={(event) => event.currentTarget.open && !data && void readChanges({ variables: { id: bookingId } })}>
      <summary>
        Changed {count} time{count === 1 ? '' : 's'}
      </summary>
      {error && !booking && <p role="alert">We could not load the changes right now. Close and open this again to retry.</p>}
      {!booking && !error && <p>Loading…</p>}
      {booking && (
        <ul>
          {booking.changes.map((change) => (
            <li key={change.changedAt}>
              {formatIndiaDateTime(change.changedAt)}
              {change.byAdmin ? ' (by us)' : ''}: from {formatTripDates(change.arrivalBefore, change.departureBefore)}, {party(change.adultsBefore, change.childrenBefore)} to{' '}
              {formatTripDates(change.arrivalAfter, change.departureAfter)}, {party(change.adultsAfter, change.childrenAfter)}; total {formatRupees(change.totalAfter)}
              {change.fee > 0 ? `, fee ${formatRupees(change.fee)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
