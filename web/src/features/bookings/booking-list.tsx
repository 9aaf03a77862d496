import { useEffect, useRef, useState } from 'react';
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
  const { loadMore, isLoadingMore, hasLoadFailed, listRef } = useLoadMore(bookings.length, connection.pageInfo, onLoadMore);

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
      {hasLoadFailed && (
        <p className="alert" role="alert">
          {bookingListMessages.failed}
        </p>
      )}
      {connection.pageInfo.hasNextPage && (
        <div className="center">
          <button type="button" className="button button--ghost" disabled={isLoadingMore} onClick={() => void loadMore()}>
            {isLoadingMore ? 'Loading…' : 'Load more bookings'}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Loads the next page on demand, then moves the focus to its first booking's title: keyboard and
 * screen-reader users carry on reading where the new bookings begin (and the button may be gone).
 */
function useLoadMore(
  loadedCount: number,
  pageInfo: BookingList_ConnectionFragment['pageInfo'],
  onLoadMore: (after: string) => Promise<unknown>,
) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndexAfterLoad = useRef<number | null>(null);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);

  useEffect(() => {
    const index = focusIndexAfterLoad.current;
    if (index === null || loadedCount <= index) return;
    focusIndexAfterLoad.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.booking-summary__title')[index]?.focus();
  }, [loadedCount]);

  async function loadMore() {
    if (!pageInfo.endCursor) return;
    setIsLoadingMore(true);
    setHasLoadFailed(false);
    focusIndexAfterLoad.current = loadedCount;
    try {
      await onLoadMore(pageInfo.endCursor);
    } catch {
      focusIndexAfterLoad.current = null;
      setHasLoadFailed(true);
    } finally {
      setIsLoadingMore(false);
    }
  }

  return { loadMore, isLoadingMore, hasLoadFailed, listRef };
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
