import type { Request } from 'express';
import { toGlobalId } from '../graphql/relay/global-id.js';
import { optionalTextOf, textOf, wholeNumberOf } from './request-body.js';
import type { RestRoute } from './routes.js';

/*
 * The reviewer's email, phone and date are admin-only fields on GraphQL, refused to anyone else. A REST
 * route runs one fixed document whoever calls it, so legacy answers leave those three out for everyone;
 * admins read them through GraphQL.
 */
const REVIEW_FIELDS = 'databaseId id firstName lastName tourPlace guideRating overallRating rating comment userImage';

interface LegacyReviewFields {
  databaseId: number;
  id: string;
  [field: string]: unknown;
}

/** Spec §3's review, keyed by `_id`, plus the global `id` for migration to GraphQL. */
function toLegacyReview({ databaseId, ...review }: LegacyReviewFields) {
  return { _id: String(databaseId), ...review };
}

/** `{id}` is the legacy numeric `_id` or a global ID; anything else goes on unchanged and is not found. */
function reviewIdOf(request: Request): string {
  const id = String(request.params.id);
  return /^[0-9]{1,10}$/.test(id) ? toGlobalId('Review', Number(id)) : id;
}

/** A query-string page number as GraphQL's Int, or the text itself so that GraphQL refuses it clearly. */
function pageNumberOf(value: unknown): number | string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  return /^[0-9]{1,9}$/.test(text) ? Number(text) : text;
}

const withoutUndefined = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

function postVariables(request: Request) {
  const ratings = Object.fromEntries(['guideRating', 'overallRating', 'rating'].map((key) => [key, wholeNumberOf(request, key)]));
  const optionalTexts = Object.fromEntries(['lastName', 'email', 'phone', 'userImage'].map((key) => [key, optionalTextOf(request, key)]));
  const [firstName, tourPlace, comment] = ['firstName', 'tourPlace', 'comment'].map((key) => textOf(request, key));
  return { input: withoutUndefined({ firstName, tourPlace, comment, ...ratings, ...optionalTexts }) };
}

/** Spec §7, the /api/reviews rows. Identity comes from the session: an email in the body grants nothing. */
export const reviewRoutes: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/reviews/getreview',
    // The newest 50: the home page shows 3, and the full list is paged by /reviews/allreview.
    document: `query LegacyGetReviews { reviews(first: 50) { nodes { ${REVIEW_FIELDS} } } }`,
    respond: ({ reviews }) => reviews.nodes.map(toLegacyReview),
  },
  {
    method: 'get',
    path: '/reviews/allreview',
    document: `query LegacyAllReviews($page: Int, $perPage: Int) {
      reviewsPage(page: $page, perPage: $perPage) { nodes { ${REVIEW_FIELDS} } page totalPages }
    }`,
    variables: (request) => withoutUndefined({ page: pageNumberOf(request.query.page), perPage: pageNumberOf(request.query.limit) }),
    errorKey: 'message',
    respond: ({ reviewsPage }) => ({ reviews: reviewsPage.nodes.map(toLegacyReview), totalPages: reviewsPage.totalPages, page: reviewsPage.page }),
  },
  {
    method: 'post',
    path: '/reviews/postreview',
    document: `mutation LegacyPostReview($input: PostReviewInput!) {
      postReview(input: $input) { review { ${REVIEW_FIELDS} } errors { code message } }
    }`,
    variables: postVariables,
    payloadField: 'postReview',
    errorKey: 'message',
    successStatus: 201,
    respond: ({ postReview }) => ({ message: 'Thank you for your feedback!', review: toLegacyReview(postReview.review) }),
  },
  {
    method: 'put',
    path: '/reviews/updatereview/:id',
    document: `mutation LegacyUpdateReview($input: UpdateReviewInput!) {
      updateReview(input: $input) { review { ${REVIEW_FIELDS} } errors { code message } }
    }`,
    variables: (request) => ({
      input: { id: reviewIdOf(request), tourPlace: textOf(request, 'tourPlace'), comment: textOf(request, 'comment'), rating: wholeNumberOf(request, 'rating') ?? 0 },
    }),
    payloadField: 'updateReview',
    errorKey: 'message',
    respond: ({ updateReview }) => ({ message: 'Review updated successfully!', updatedReview: toLegacyReview(updateReview.review) }),
  },
  {
    method: 'delete',
    path: '/reviews/deletereview/:id',
    document: `mutation LegacyDeleteReview($id: ID!) { deleteReview(input: { id: $id }) { message } }`,
    variables: (request) => ({ id: reviewIdOf(request) }),
    errorKey: 'message',
    respond: ({ deleteReview }) => ({ message: deleteReview.message }),
  },
];
