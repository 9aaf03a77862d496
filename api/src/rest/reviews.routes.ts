import { toGlobalId } from '../graphql/relay/global-id.js';
import {
  LegacyAllReviewsDocument,
  LegacyDeleteReviewDocument,
  LegacyGetReviewsDocument,
  LegacyPostReviewDocument,
  LegacyUpdateReviewDocument,
  type LegacyReviewFragment,
} from './gql/graphql.js';
import { withLegacyId } from './legacy-id.js';
import type { MaybeRefused } from './refused-fields.js';
import { bodyOf, optionalTextOf, textOf, wholeNumberOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';
import type { RestRequest } from './rest-request.js';

/*
 * The reviewer's email, phone and date are admin-only fields on GraphQL. Every review route selects them
 * (reviews.graphql) and sets `omitRefusedFields`: the schema refuses them to anyone but an admin, and the answer
 * then leaves them out, exactly as GraphQL decides. Nothing here looks at who is calling.
 */

/** Spec §3's review fields in its order; `date` is the review's `createdAt`. */
const LEGACY_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'tourPlace', 'guideRating', 'overallRating', 'rating', 'comment', 'date', 'userImage'];

/**
 * Spec §3's review, keyed by `_id`, then what came after the spec: the place it is linked to (keyed
 * like a place of GET /api/getState), the verified mark and the global `id`. Fields refused to the
 * caller are absent.
 */
function toLegacyReview({ databaseId, id, createdAt, verified, place, ...fields }: MaybeRefused<LegacyReviewFragment>) {
  const source: Record<string, unknown> = { ...fields, ...(createdAt !== undefined ? { date: createdAt } : {}) };
  return withLegacyId({
    databaseId,
    ...Object.fromEntries(LEGACY_FIELDS.filter((key) => key in source).map((key) => [key, source[key]])),
    place: place && withLegacyId(place),
    verified,
    id,
  });
}

/**
 * `placeId` as the place's legacy `_id` (a number, or its digits) or a global ID; absent when not sent.
 * Anything else goes on as an ID that names no place, so the caller hears so instead of being ignored.
 */
function placeIdOf(request: RestRequest): string | undefined {
  const value = bodyOf(request).placeId;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return toGlobalId('Place', value);
  if (typeof value !== 'string') return JSON.stringify(value);
  return /^[0-9]{1,10}$/.test(value.trim()) ? toGlobalId('Place', Number(value.trim())) : value;
}

/** `{id}` is the legacy numeric `_id` or a global ID; anything else goes on unchanged and is not found. */
function reviewIdOf(request: RestRequest): string {
  const id = String(request.params.id);
  return /^[0-9]{1,10}$/.test(id) ? toGlobalId('Review', Number(id)) : id;
}

/**
 * A query-string number as GraphQL's Int. Anything that is not a whole number gives 0, which
 * `reviewsPage` refuses with its own clear message (a GraphQL type error would name `Int`).
 */
function pageNumberOf(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const text = String(value);
  return /^[0-9]{1,9}$/.test(text) ? Number(text) : 0;
}

const withoutUndefined = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

function postVariables(request: RestRequest) {
  const ratings = Object.fromEntries(['guideRating', 'overallRating', 'rating'].map((key) => [key, wholeNumberOf(request, key)]));
  const optionalTexts = Object.fromEntries(['lastName', 'email', 'phone', 'userImage'].map((key) => [key, optionalTextOf(request, key)]));
  const [firstName, tourPlace, comment] = ['firstName', 'tourPlace', 'comment'].map((key) => textOf(request, key));
  return { input: withoutUndefined({ firstName, tourPlace, placeId: placeIdOf(request), comment, ...ratings, ...optionalTexts }) };
}

/** Spec §7, the /api/reviews rows. Identity comes from the session: an email in the body grants nothing. */
export const reviewRoutes: readonly RestRoute[] = [
  route({
    method: 'get',
    path: '/reviews/getreview',
    omitRefusedFields: true,
    // The newest 50: the home page shows 3, and the full list is paged by /reviews/allreview.
    document: LegacyGetReviewsDocument,
    respond: ({ reviews }) => reviews.nodes.map(toLegacyReview),
  }),
  route({
    method: 'get',
    path: '/reviews/allreview',
    omitRefusedFields: true,
    document: LegacyAllReviewsDocument,
    variables: (request) => withoutUndefined({ page: pageNumberOf(request.query.page), perPage: pageNumberOf(request.query.limit) }),
    errorKey: 'message',
    respond: ({ reviewsPage }) => ({ reviews: reviewsPage.nodes.map(toLegacyReview), totalPages: reviewsPage.totalPages, page: reviewsPage.page }),
  }),
  route({
    method: 'post',
    path: '/reviews/postreview',
    omitRefusedFields: true,
    document: LegacyPostReviewDocument,
    variables: postVariables,
    payloadField: 'postReview',
    errorKey: 'message',
    successStatus: 201,
    respond: ({ postReview }) => ({ message: 'Thank you for your feedback!', review: toLegacyReview(postReview.review!) }),
  }),
  route({
    method: 'put',
    path: '/reviews/updatereview/:id',
    omitRefusedFields: true,
    document: LegacyUpdateReviewDocument,
    variables: (request) => ({
      input: withoutUndefined({
        id: reviewIdOf(request),
        tourPlace: textOf(request, 'tourPlace'),
        placeId: placeIdOf(request),
        comment: textOf(request, 'comment'),
        rating: wholeNumberOf(request, 'rating') ?? 0,
      }),
    }),
    payloadField: 'updateReview',
    errorKey: 'message',
    respond: ({ updateReview }) => ({ message: 'Review updated successfully!', updatedReview: toLegacyReview(updateReview.review!) }),
  }),
  route({
    method: 'delete',
    path: '/reviews/deletereview/:id',
    document: LegacyDeleteReviewDocument,
    variables: (request) => ({ id: reviewIdOf(request) }),
    errorKey: 'message',
    respond: ({ deleteReview }) => ({ message: deleteReview.message }),
  }),
];
