import type { LoadMorePageInfo } from './use-load-more';

type LoadMoreFooterProps = {
  pageInfo: LoadMorePageInfo;
  isLoadingMore: boolean;
  hasLoadFailed: boolean;
  /** What the button loads, e.g. "Load more bookings". */
  label: string;
  /** Said when a page could not load. */
  failedMessage: string;
  onLoadMore: () => void;
};

/** Below a paged list: why the last page did not come, and the button for the next one while there is one. */
export function LoadMoreFooter({ pageInfo, isLoadingMore, hasLoadFailed, label, failedMessage, onLoadMore }: LoadMoreFooterProps) {
  return (
    <>
      {hasLoadFailed && (
        <p className="alert" role="alert">
          {failedMessage}
        </p>
      )}
      {pageInfo.hasNextPage && (
        <div className="center">
          <button type="button" className="button button--ghost" disabled={isLoadingMore} onClick={onLoadMore}>
            {isLoadingMore ? 'Loading…' : label}
          </button>
        </div>
      )}
    </>
  );
}
