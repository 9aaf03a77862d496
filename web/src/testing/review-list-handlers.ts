import { graphql, HttpResponse } from 'msw';
import { AllReviewsPageDocument, DeleteReviewDocument, PlaceReviewsDocument } from '@/gql/graphql';
import { readSessionUser } from '@/session/session-user';
import { PLACES } from './fixtures/catalogue';
import { ratingFiguresOf, REVIEWS, type ReviewFixture } from './fixtures/reviews';

/**
 * A review as the API answers the browser signed in here (its stored user stands for the session
 * cookie): the owner, matched by email, may edit and delete it; an admin may delete any.
 */
export function reviewNode(review: ReviewFixture) {
  const viewer = readSessionUser();
  const { placeSlug, ...fields } = review;
  const place = PLACES.find((candidate) => candidate.slug === placeSlug);
  const isOwn = viewer !== null && review.email === viewer.email;
  return {
    ...fields,
    place: place ? { __typename: 'Place' as const, id: place.id, slug: place.slug, title: place.title } : null,
    viewerCanEdit: isOwn,
    viewerCanDelete: isOwn || viewer?.role === 'admin',
  };
}

type ReviewFilter = { placeId?: string | null; verifiedOnly?: boolean | null };

function matches(review: ReviewFixture, filter: ReviewFilter | null | undefined): boolean {
  const placeSlug = PLACES.find((place) => place.id === filter?.placeId)?.slug;
  if (filter?.placeId && review.placeSlug !== placeSlug) return false;
  return !filter?.verifiedOnly || review.verified;
}

function reviewPageOf(reviews: readonly ReviewFixture[], page: number, perPage: number) {
  return {
    __typename: 'ReviewPage' as const,
    page,
    perPage,
    totalCount: reviews.length,
    totalPages: Math.max(1, Math.ceil(reviews.length / perPage)),
    nodes: reviews.slice((page - 1) * perPage, page * perPage).map(reviewNode),
  };
}

function deleteRefusal(code: 'NOT_FOUND' | 'FORBIDDEN') {
  return [{ message: code, path: ['deleteReview'], extensions: { code } }];
}

/**
 * The numbered review lists and `deleteReview`, over a store of their own: a test that deletes
 * takes a fresh one (`server.use(...createReviewApi().handlers)`), so its deletions end with it.
 * The default handlers' copy answers a deletion without forgetting the review. `figuresOf` gives a
 * place's rating figures as the store has them now.
 */
export function createReviewApi({ keepsDeletions = true }: { keepsDeletions?: boolean } = {}) {
  let store: readonly ReviewFixture[] = REVIEWS;
  const figuresOf = (placeSlug: string) => ratingFiguresOf([placeSlug], store);
  const handlers = [
    graphql.query(AllReviewsPageDocument, ({ variables }) => {
      const reviews = store.filter((review) => matches(review, { verifiedOnly: variables.verifiedOnly }));
      return HttpResponse.json({ data: { reviewsPage: reviewPageOf(reviews, variables.page, variables.perPage) } });
    }),

    graphql.query(PlaceReviewsDocument, ({ variables }) => {
      const reviews = store.filter((review) => matches(review, { placeId: String(variables.placeId), verifiedOnly: variables.verifiedOnly }));
      return HttpResponse.json({ data: { reviewsPage: reviewPageOf(reviews, variables.page, variables.perPage) } });
    }),

    graphql.mutation(DeleteReviewDocument, ({ variables: { input } }) => {
      const review = store.find((candidate) => candidate.id === input.id);
      if (!review) return HttpResponse.json({ data: null, errors: deleteRefusal('NOT_FOUND') });
      if (!reviewNode(review).viewerCanDelete) return HttpResponse.json({ data: null, errors: deleteRefusal('FORBIDDEN') });
      if (keepsDeletions) store = store.filter((candidate) => candidate !== review);
      return HttpResponse.json({
        data: { deleteReview: { __typename: 'DeleteReviewPayload', deletedReviewId: review.id, message: 'Review deleted successfully.' } },
      });
    }),
  ];
  return { handlers, figuresOf };
}
