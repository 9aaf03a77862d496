import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { PagedReviews } from '@/features/reviews/paged-reviews';
import { useReviewCardVariables } from '@/features/reviews/review-card';
import { REVIEWS_PER_PAGE } from '@/features/reviews/review-list';
import { useReviewListView } from '@/features/reviews/use-review-list-view';
import { AllReviewsPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { paths } from '@/paths';

/** Spec §2 and §9: every review, newest first, 6 per page; the page and the filter are in the URL. */
export function AllReviewsRoute() {
  const view = useReviewListView();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, refetch } = useQuery(AllReviewsPageDocument, {
    variables: { page: view.page, perPage: REVIEWS_PER_PAGE, verifiedOnly: view.verifiedOnly, ...useReviewCardVariables() },
  });

  return (
    <div className="page">
      <title>{`${view.page > 1 ? `Reviews, page ${view.page}` : 'Reviews'} · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">In their words</span>
        <h1 ref={headingRef} tabIndex={-1}>
          Traveller reviews
        </h1>
        <p>What travellers said about the places they visited with us, newest first.</p>
      </header>
      <PagedReviews
        reviewPage={data?.reviewsPage}
        hasFailed={Boolean(error)}
        onRetry={() => void refetch()}
        view={view}
        label="Traveller reviews"
        writeReviewTo={paths.review.to()}
        headingRef={headingRef}
      />
    </div>
  );
}
