import { useEffect, useRef, useState } from 'react';

export interface LoadMorePageInfo {
  readonly hasNextPage: boolean;
  readonly endCursor?: string | null;
}

/**
 * Loads a list's next page on demand, then moves the focus to the first new item's `focusSelector`
 * element (its title, made focusable with tabIndex -1): keyboard and screen-reader users carry on
 * reading where the new items begin (and the button may be gone).
 */
export function useLoadMore<TList extends HTMLElement>({
  loadedCount,
  pageInfo,
  onLoadMore,
  focusSelector,
}: {
  loadedCount: number;
  pageInfo: LoadMorePageInfo;
  onLoadMore: (after: string) => Promise<unknown>;
  focusSelector: string;
}) {
  const listRef = useRef<TList>(null);
  const focusIndexAfterLoad = useRef<number | null>(null);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);

  useEffect(() => {
    const index = focusIndexAfterLoad.current;
    if (index === null || loadedCount <= index) return;
    focusIndexAfterLoad.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(focusSelector)[index]?.focus();
  }, [loadedCount, focusSelector]);

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
