import type { BookingSummary_BookingFragment } from '@/gql/graphql';
import { formatIndiaDateTime, formatRupees, formatTripDates } from '@/lib/format';

const party = (adults: number, children: number) => `${adults + children} traveller${adults + children === 1 ? '' : 's'}`;

/** A booking's changes, oldest first (spec §9): when, from what, to what, and any fee. Nothing when it was never changed. */
export function BookingChanges({ changes }: { changes: BookingSummary_BookingFragment['changes'] }) {
  if (changes.length === 0) return null;
  return (
    <details className="booking-summary__changes">
      <summary>
        Changed {changes.length} time{changes.length === 1 ? '' : 's'}
      </summary>
      <ul>
        {changes.map((change) => (
          <li key={change.changedAt}>
            {formatIndiaDateTime(change.changedAt)}
            {change.byAdmin ? ' (by us)' : ''}: from {formatTripDates(change.arrivalBefore, change.departureBefore)}, {party(change.adultsBefore, change.childrenBefore)} to{' '}
            {formatTripDates(change.arrivalAfter, change.departureAfter)}, {party(change.adultsAfter, change.childrenAfter)}; total {formatRupees(change.totalAfter)}
            {change.fee > 0 ? `, fee ${formatRupees(change.fee)}` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
