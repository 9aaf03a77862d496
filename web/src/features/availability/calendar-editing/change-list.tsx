import { LoadMoreFooter } from '@/components/load-more/load-more-footer';
import { useLoadMore } from '@/components/load-more/use-load-more';
import type { CalendarHistory_ChangesFragment } from '@/gql/graphql';
import { describeChange } from './calendar-change';

const ITEM_SELECTOR = '.calendar-history__item';

type ChangeListProps = {
  changes: CalendarHistory_ChangesFragment;
  /** Fetches the page after `after`; the cache's connection policy appends it. */
  onLoadMore: (after: string) => Promise<unknown>;
};

/**
 * The calendar's changes a page at a time, newest first. A change has no id of its own: its cursor keys it. "Load
 * more" moves the focus to the first new line (each focusable, tabIndex -1), where reading goes on.
 */
export function ChangeList({ changes, onLoadMore }: ChangeListProps) {
  const { edges, pageInfo, totalCount } = changes;
  const { loadMore, isLoadingMore, hasLoadFailed, listRef } = useLoadMore<HTMLOListElement>({
    loadedCount: edges.length,
    pageInfo,
    onLoadMore,
    focusSelector: ITEM_SELECTOR,
  });
  if (edges.length === 0) return <p className="calendar-history__empty">No changes yet: the calendar is as it was made.</p>;

  return (
    <>
      <p className="calendar-history__count" role="status">
        Showing {edges.length} of {totalCount} {totalCount === 1 ? 'change' : 'changes'}
      </p>
      <ol ref={listRef} className="calendar-history__list" aria-label="Changes, newest first">
        {edges.map(({ cursor, node }) => (
          <li key={cursor} className="calendar-history__item" tabIndex={-1}>
            {describeChange(node)}
          </li>
        ))}
      </ol>
      <LoadMoreFooter
        pageInfo={pageInfo}
        isLoadingMore={isLoadingMore}
        hasLoadFailed={hasLoadFailed}
        label="Load more changes"
        failedMessage="The next changes could not be loaded."
        onLoadMore={() => void loadMore()}
      />
    </>
  );
}
