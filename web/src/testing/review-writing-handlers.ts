import { graphql, HttpResponse } from 'msw';
import { EditReviewPageDocument, PostReviewDocument, ReviewPageDocument, UpdateReviewDocument } from '@/gql/graphql';
import { findPlace, PLACES, type PlaceFixture } from './fixtures/catalogue';

/** A place as a review shows it, with the figures the API keeps for it. */
function reviewedPlace(place: PlaceFixture, figures = { averageRating: 4.5, reviewCount: 2 }) {
  return { __typename: 'Place' as const, id: place.id, title: place.title, slug: place.slug, ...figures };
}

const TAJ_MAHAL = findPlace('taj-mahal')!;

/** Asha's review of the Taj Mahal, with every field a review card reads: hers to edit when she is signed in. */
export const OWN_REVIEW = {
  __typename: 'Review' as const,
  id: 'UmV2aWV3OjEwMQ',
  firstName: 'Asha',
  lastName: 'Verma',
  tourPlace: TAJ_MAHAL.title,
  place: reviewedPlace(TAJ_MAHAL),
  rating: 4,
  guideRating: 5,
  overallRating: 4,
  comment: 'Our guide knew a story for every arch.',
  userImage: null,
  verified: true,
  viewerCanEdit: true,
  viewerCanDelete: true,
  // Admins' only: an answer carries them when `$asAdmin` asks.
  email: 'asha@example.com',
  phone: '9876543210',
  createdAt: '2026-01-12T04:30:00.000Z',
};

/** Someone else's review: nobody signed in here may edit it. */
export const OTHERS_REVIEW = {
  ...OWN_REVIEW,
  id: 'UmV2aWV3OjEwMg',
  firstName: 'Tom',
  lastName: 'Baker',
  viewerCanEdit: false,
  viewerCanDelete: false,
};

/** The ID of the review `postReview` answers with. */
export const POSTED_REVIEW_ID = 'UmV2aWV3OjIwMQ';

const REVIEWS_BY_ID = new Map([OWN_REVIEW, OTHERS_REVIEW].map((review) => [review.id, review]));
const placeById = (id: string | number | null | undefined) => PLACES.find((place) => place.id === String(id));

/** The review forms as the API answers them: every post and edit succeeds, figures move by one review. */
export const reviewWritingHandlers = [
  graphql.query(ReviewPageDocument, ({ variables }) => {
    const place = findPlace(variables.slug);
    const found = place ? { __typename: 'Place' as const, id: place.id, title: place.title, slug: place.slug } : null;
    return HttpResponse.json({ data: { place: found } });
  }),

  graphql.query(EditReviewPageDocument, ({ variables }) => {
    const review = REVIEWS_BY_ID.get(String(variables.id));
    if (review) return HttpResponse.json({ data: { node: review } });
    return HttpResponse.json({
      data: { node: null },
      errors: [{ message: 'Not found.', path: ['node'], extensions: { code: 'NOT_FOUND' } }],
    });
  }),

  graphql.mutation(PostReviewDocument, ({ variables: { input } }) => {
    const place = placeById(input.placeId);
    const review = {
      __typename: 'Review' as const,
      id: POSTED_REVIEW_ID,
      tourPlace: place?.title ?? input.tourPlace ?? '',
      place: place ? reviewedPlace(place, { averageRating: input.rating ?? 5, reviewCount: 1 }) : null,
    };
    return HttpResponse.json({ data: { postReview: { __typename: 'PostReviewPayload' as const, review, errors: [] } } });
  }),

  graphql.mutation(UpdateReviewDocument, ({ variables: { input } }) => {
    const review = REVIEWS_BY_ID.get(String(input.id)) ?? OWN_REVIEW;
    const place = placeById(input.placeId);
    const saved = {
      ...review,
      comment: input.comment,
      rating: input.rating,
      tourPlace: place?.title ?? input.tourPlace ?? review.tourPlace,
      place: place ? reviewedPlace(place, { averageRating: input.rating, reviewCount: 1 }) : review.place,
    };
    return HttpResponse.json({ data: { updateReview: { __typename: 'UpdateReviewPayload' as const, review: saved, errors: [] } } });
  }),
];

/** A refusal of a post or an edit, with each error on an input field (`['input', field]`). */
export function refusedReviewPayload(
  typename: 'PostReviewPayload' | 'UpdateReviewPayload',
  errors: { code: string; field: string; message: string }[],
) {
  return {
    __typename: typename,
    review: null,
    errors: errors.map(({ field, ...error }) => ({ __typename: 'ReviewError', field: ['input', field], ...error })),
  };
}
