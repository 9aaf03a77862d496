import { useEffect, useRef, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { Pager } from '@/components/pager';
import { CardGridSkeleton } from '@/components/skeleton';
import type { ReviewList_PageFragment } from '@/gql/graphql';
import { reviewListSearch, type ReviewListView } from '@/paths';
import { NoReviews, ReviewList } from './review-list';
import './paged-reviews.css';

export const REVIEWS_LOAD_FAILED = 'We could not load the reviews. Please check your connection and try again.';

type PagedReviewsProps = {
  /** The page query's `reviewsPage`, while it is not loaded yet `undefined`. */
  reviewPage: ReviewList_PageFragment | undefined;
  hasFailed: boolean;
  onRetry: () => void;
  view: Required<ReviewListView>;
  /** Names the list and its pager, e.g. "Reviews of Taj Mahal". */
  label: string;
  writeReviewTo: string;
  /** The list's heading (focusable): where the focus goes after a page change or a deletion. */
  headingRef: RefObject<HTMLElement | null>;
};

/**
 * A numbered page of reviews with its verified-only filter and its pager, page and filter kept in
 * the URL (`?page=2&verified=1`): /all-reviews and a place's reviews.
 */
export function PagedReviews({ reviewPage, hasFailed, onRetry, view, label, writeReviewTo, headingRef }: PagedReviewsProps) {
  const [, setSearchParams] = useSearchParams();
  const filterRef = useRef<HTMLInputElement>(null);
  const afterViewChange = useAfterViewChange(view);
  const focusHeading = () => headingRef.current?.focus();
  const toPage = (page: number) => ({ search: reviewListSearch({ page, verifiedOnly: view.verifiedOnly }) });
  // How many reviews the page showed last, kept across the refetch a deletion starts.
  const shownCountRef = useRef(0);
  useEffect(() => {
    if (reviewPage && view.page <= reviewPage.totalPages) shownCountRef.current = reviewPage.nodes.length;
  }, [reviewPage, view.page]);

  /** The last review of a page gone, the page before it is where the reader goes on, not a page past the end. */
  function afterReviewDeleted() {
    if (shownCountRef.current > 1 || view.page === 1) {
      focusHeading();
      return;
    }
    afterViewChange(focusHeading);
    setSearchParams(reviewListSearch({ page: view.page - 1, verifiedOnly: view.verifiedOnly }), { replace: true });
  }

  function showVerifiedOnly(verifiedOnly: boolean) {
    // The layout scrolls to the top on every URL change: bring the checkbox, still focused, back into view.
    afterViewChange(() => filterRef.current?.scrollIntoView({ block: 'nearest' }));
    setSearchParams(reviewListSearch({ verifiedOnly }));
  }

  return (
    <div className="paged-reviews">
      <div className="paged-reviews__toolbar">
        <label className="paged-reviews__filter">
          <input
            ref={filterRef}
            type="checkbox"
            checked={view.verifiedOnly}
            onChange={(event) => showVerifiedOnly(event.target.checked)}
          />
          Verified travellers only
        </label>
        {reviewPage && reviewPage.totalCount > 0 && (
          <Link to={writeReviewTo} className="button">
            Write a review
          </Link>
        )}
      </div>
      {reviewPage ? (
        <PageContent reviewPage={reviewPage} view={view} label={label} writeReviewTo={writeReviewTo} onReviewDeleted={afterReviewDeleted} />
      ) : hasFailed ? (
        <LoadFailedNotice message={REVIEWS_LOAD_FAILED} onRetry={onRetry} />
      ) : (
        <CardGridSkeleton label="Loading reviews…" count={3} />
      )}
      {reviewPage && view.page <= reviewPage.totalPages && (
        <Pager
          page={view.page}
          totalPages={reviewPage.totalPages}
          to={toPage}
          label={`${label}: pages`}
          // The new page starts at the heading, for keyboard and screen-reader users too (the focus also scrolls it into view).
          onNavigate={() => afterViewChange(focusHeading)}
        />
      )}
    </div>
  );
}

type PageContentProps = Pick<PagedReviewsProps, 'view' | 'label' | 'writeReviewTo'> & {
  reviewPage: ReviewList_PageFragment;
  onReviewDeleted: () => void;
};

function PageContent({ reviewPage, view, label, writeReviewTo, onReviewDeleted }: PageContentProps) {
  const { totalCount, totalPages } = reviewPage;
  if (totalCount === 0 && view.verifiedOnly) {
    return (
      <div className="notice">
        <p>No reviews from verified travellers yet.</p>
        <p>
          <Link to={{ search: reviewListSearch() }}>Show all reviews</Link>
        </p>
      </div>
    );
  }
  if (totalCount === 0) return <NoReviews writeReviewTo={writeReviewTo} />;
  if (view.page > totalPages) {
    return (
      <div className="notice">
        <p>
          There is no page {view.page}: the reviews end at page {totalPages}.
        </p>
        <p>
          <Link to={{ search: reviewListSearch({ page: totalPages, verifiedOnly: view.verifiedOnly }) }} className="button button--teal">
            Go to the last page
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="paged-reviews__count">
        Page {view.page} of {totalPages} · {totalCount} {totalCount === 1 ? 'review' : 'reviews'}
      </p>
      <ReviewList reviews={reviewPage.nodes} label={label} onReviewDeleted={onReviewDeleted} />
    </>
  );
}

/** Runs an action once the URL shows the page or filter asked for (after the layout's scroll to the top). */
function useAfterViewChange({ page, verifiedOnly }: Required<ReviewListView>) {
  const pendingRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    pendingRef.current?.();
    pendingRef.current = null;
  }, [page, verifiedOnly]);
  return (action: () => void) => void (pendingRef.current = action);
}
