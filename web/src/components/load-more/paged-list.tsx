import type { ReactNode } from 'react';
import { LoadMoreFooter } from './load-more-footer';
import { useLoadMore, type LoadMorePageInfo } from './use-load-more';
import './paged-list.css';

/** The part of a Relay connection a paged list reads (the query selects `totalCount`). */
export interface PagedConnection<TNode> {
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: TNode }>;
  readonly pageInfo: LoadMorePageInfo;
}

export type PagedListTexts = {
  /** The list's accessible name, e.g. "Your bookings". */
  label: string;
  /** What one item and several are called: "Showing 6 of 10 bookings". */
  itemNames: readonly [one: string, many: string];
  /** The button's words, e.g. "Load more bookings". */
  loadMore: string;
  /** Shown instead of the list when it holds nothing. */
  empty: string;
  /** Said when a page could not load. */
  failed: string;
};

type PagedListProps<TNode> = {
  connection: PagedConnection<TNode>;
  texts: PagedListTexts;
  /** Each item's title (focusable, tabIndex -1): the first new one takes the focus when a page arrives. */
  focusSelector: string;
  /** Fetches the page after `after`; the cache's connection policy appends it. */
  onLoadMore: (after: string) => Promise<unknown>;
  renderItem: (node: TNode) => ReactNode;
};

/** A connection's items a page at a time (spec §9): how many of how many, the list, and "Load more". */
export function PagedList<TNode extends { id: string }>({ connection, texts, focusSelector, onLoadMore, renderItem }: PagedListProps<TNode>) {
  const items = connection.edges.map((edge) => edge.node);
  const { loadMore, isLoadingMore, hasLoadFailed, listRef } = useLoadMore<HTMLUListElement>({
    loadedCount: items.length,
    pageInfo: connection.pageInfo,
    onLoadMore,
    focusSelector,
  });
  if (items.length === 0) return <p className="notice">{texts.empty}</p>;

  const [one, many] = texts.itemNames;
  return (
    <div className="paged-list">
      <p className="paged-list__count" role="status">
        Showing {items.length} of {connection.totalCount} {connection.totalCount === 1 ? one : many}
      </p>
      <ul ref={listRef} className="paged-list__items" aria-label={texts.label}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMoreFooter
        pageInfo={connection.pageInfo}
        isLoadingMore={isLoadingMore}
        hasLoadFailed={hasLoadFailed}
        label={texts.loadMore}
        failedMessage={texts.failed}
        onLoadMore={() => void loadMore()}
      />
    </div>
  );
}
