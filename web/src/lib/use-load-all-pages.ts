import { useEffect, useEffectEvent, useRef, useState } from 'react';

type PageInfo = { hasNextPage: boolean; endCursor: string | null };

/**
 * Follows a connection to its end: whenever the last loaded page says there is
 * a next one, fetches it (the cache's connection policy appends it). Returns
 * whether more pages are still coming and the error of a failed page, if any.
 */
export function useLoadAllPages(
  pageInfo: PageInfo | undefined,
  fetchNextPage: (after: string) => Promise<unknown>,
): { isLoadingMore: boolean; loadMoreError: unknown } {
  const requested = useRef(new Set<string>());
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null);
  const nextCursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;

  const loadPage = useEffectEvent((after: string) => {
    fetchNextPage(after).catch((error: unknown) => setLoadMoreError(error));
  });

  useEffect(() => {
    if (!nextCursor || requested.current.has(nextCursor)) return;
    requested.current.add(nextCursor);
    loadPage(nextCursor);
  }, [nextCursor]);

  return { isLoadingMore: nextCursor !== null && loadMoreError === null, loadMoreError };
}
