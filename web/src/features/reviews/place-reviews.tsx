import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { PlaceReviewsDocument } from '@/gql/graphql';
import { paths } from '@/paths';
import { PagedReviews } from './paged-reviews';
import { useReviewCardVariables } from './review-card';
import { REVIEWS_PER_PAGE } from './review-list';
import { useReviewListView } from './use-review-list-view';

type PlaceReviewsProps = { place: { id: string; slug: string; title: string } };

/** A place's reviews on its details page, newest first, a numbered page at a time. */
export function PlaceReviews({ place }: PlaceReviewsProps) {
  const view = useReviewListView();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, refetch } = useQuery(PlaceReviewsDocument, {
    variables: { placeId: place.id, page: view.page, perPage: REVIEWS_PER_PAGE, verifiedOnly: view.verifiedOnly, ...useReviewCardVariables() },
  });
  const label = `Reviews of ${place.title}`;

  return (
    <section className="section" aria-labelledby="place-reviews-title">
      <h2 id="place-reviews-title" ref={headingRef} tabIndex={-1}>
        {label}
      </h2>
      <PagedReviews
        reviewPage={data?.reviewsPage}
        hasFailed={Boolean(error)}
        onRetry={() => void refetch()}
        view={view}
        label={label}
        writeReviewTo={paths.review.to(place.slug)}
        headingRef={headingRef}
      />
    </section>
  );
}
