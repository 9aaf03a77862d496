import { LoadMoreFooter } from '@/components/load-more/load-more-footer';
import { useLoadMore } from '@/components/load-more/use-load-more';
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
};

/** Bookings newest first, a page at a time, with "Load more" (spec §9). */
export function BookingList({ connection, label, onLoadMore, showBooker, canCancel }: BookingListProps) {
  const bookings = connection.edges.map((edge) => edge.node);
  const { loadMore, isLoadingMore, hasLoadFailed, listRef } = useLoadMore<HTMLUListElement>({
    loadedCount: bookings.length,
    pageInfo: connection.pageInfo,
    onLoadMore,
    focusSelector: '.booking-summary__title',
  });

  if (bookings.length === 0) return <p className="notice">{bookingListMessages.empty}</p>;

  return (
    <div className="booking-list">
      <p className="booking-list__count" role="status">
        Showing {bookings.length} of {connection.totalCount} {connection.totalCount === 1 ? 'booking' : 'bookings'}
      </p>
      <ul ref={listRef} className="booking-list__items" aria-label={label}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingSummary booking={booking} showBooker={showBooker} canCancel={canCancel} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        pageInfo={connection.pageInfo}
        isLoadingMore={isLoadingMore}
        hasLoadFailed={hasLoadFailed}
        label="Load more bookings"
        failedMessage={bookingListMessages.failed}
        onLoadMore={() => void loadMore()}
      />
    </div>
  );
}

/** What a page shows instead of the list when it could not load: the spec's words and a retry. */
export function BookingListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice">
      <p role="alert">{bookingListMessages.failed}</p>
      <button type="button" className="button button--teal" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
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
