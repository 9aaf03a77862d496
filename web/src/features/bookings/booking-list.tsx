import { LoadFailedNotice } from '@/components/load-failed-notice';
import { PagedList } from '@/components/load-more/paged-list';
import { TextSkeleton } from '@/components/skeleton';
import type { BookingList_ConnectionFragment } from '@/gql/graphql';
import { BookingSummary } from './booking-summary';
import './booking-list.css';

/** Spec §9: bookings come 6 per page. */
export const BOOKINGS_PAGE_SIZE = 6;

/** Spec §8, word for word. */
export const bookingListMessages = {
  empty: 'No bookings found.',
  failed: 'Something went wrong.',
} as const;

type BookingListProps = {
  connection: BookingList_ConnectionFragment;
  /** The list's accessible name, e.g. "Your bookings". */
  label: string;
  /** Fetches the page after `after`; the cache's connection policy appends it. */
  onLoadMore: (after: string) => Promise<unknown>;
  showBooker?: boolean;
  canCancel?: boolean;
  /** The admin's desk: any booking may be changed, without the 10 days' notice. */
  canChangeAnytime?: boolean;
};

/** Bookings newest first, a page at a time, with "Load more" (spec §9). */
export function BookingList({ connection, label, onLoadMore, showBooker, canCancel, canChangeAnytime }: BookingListProps) {
  return (
    <PagedList
      connection={connection}
      texts={{ label, itemNames: ['booking', 'bookings'], loadMore: 'Load more bookings', ...bookingListMessages }}
      focusSelector=".booking-summary__title"
      onLoadMore={onLoadMore}
      renderItem={(booking) => <BookingSummary booking={booking} showBooker={showBooker} canCancel={canCancel} canChangeAnytime={canChangeAnytime} />}
    />
  );
}

/** What a page shows instead of the list when it could not load: the spec's words and a retry. */
export function BookingListError({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedNotice message={bookingListMessages.failed} onRetry={onRetry} />;
}

export function BookingListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="booking-list__skeleton">
      <span className="visually-hidden">{label}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="booking-list__skeleton-card">
          <TextSkeleton lines={4} />
        </div>
      ))}
    </div>
  );
}
