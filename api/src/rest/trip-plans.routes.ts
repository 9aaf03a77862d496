import { tripMessages } from '@india-tours/validation/trip-plans';
import { isoDateOf, legacyDate } from './bookings.routes.js';
import {
  LegacyCreateTripPlanDocument,
  LegacyTripPlansDocument,
  LegacyUpdateTripPlanStatusDocument,
  type LegacyTripPlanFragment,
} from './gql/graphql.js';
import { withLegacyId } from './legacy-id.js';
import { bodyOf, globalIdOf, optionalTextOf, pageSizeOf, queryRefusalUnlessOneOf, queryTextOf, refusalUnlessOneOf, textOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';
import type { RestRequest } from './rest-request.js';

/*
 * Spec §7's POST /api/trip/tripTour, and the admins' desk of trip plans (401 for a visitor, 403 for a
 * user); documents in trip-plans.graphql. Identity comes only from the session: a signed-in planner's email is the
 * account's unless typed.
 */

/** Spec §3's trip plan (`state[]`, `title[]`, dates as dd/mm/yyyy) keyed by `_id`, with what the server added; status in lower case. */
function toLegacyPlan({ databaseId, stateNames, placeTitles, arrivalDate, departureDate, status, ...fields }: LegacyTripPlanFragment) {
  return withLegacyId({
    databaseId,
    state: stateNames,
    title: placeTitles,
    ...fields,
    arrivalDate: legacyDate(arrivalDate),
    departureDate: legacyDate(departureDate),
    status: status.toLowerCase(),
  });
}

/** A list of names as the spec's client sends it (`state[]`, `title[]`, `coTravellers[]`); one name alone counts as a list; anything not text is blank, and blanks are ignored. */
function namesOf(request: RestRequest, key: string): string[] {
  const value = bodyOf(request)[key];
  const values: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.map((name) => (typeof name === 'string' ? name : ''));
}

function tripTourVariables(request: RestRequest) {
  return {
    input: {
      stateNames: namesOf(request, 'state'),
      placeTitles: namesOf(request, 'title'),
      coTravellers: namesOf(request, 'coTravellers'),
      arrivalDate: isoDateOf(request, 'arrivalDate'),
      departureDate: isoDateOf(request, 'departureDate'),
      email: optionalTextOf(request, 'email') ?? null,
    },
  };
}

/** The statuses (`TripPlanStatus`) as this API writes them; any letter case is read. */
const STATUS_VALUES = ['new', 'contacted', 'closed'];

/** `?status=new|contacted|closed`; absent lists every plan, anything else is refused (400). */
const statusOf = (request: RestRequest) => queryTextOf(request, 'status')?.trim().toUpperCase() ?? null;

/** "Please enter a valid arrival date." as the shared rules word it, for a malformed date (not a missing one). */
const MALFORMED_DATE_MESSAGE = /^(Please enter a valid [a-z ]+)\.$/;

/**
 * The shared rules name no date format (a date picker shows its own); a client of this API types one, and
 * it reads the spec's dd/mm/yyyy as well as the schema's YYYY-MM-DD (`isoDateOf`), so its errors name both.
 */
function legacyDateMessage({ code, message }: { code: string; message: string }): string {
  return code === 'INVALID_DATE' ? message.replace(MALFORMED_DATE_MESSAGE, '$1 (dd/mm/yyyy or YYYY-MM-DD).') : message;
}

export const tripPlanRoutes: readonly RestRoute[] = [
  route({
    // Open to everyone: 400 {message} with the first broken rule's text, 429 with Retry-After past a quota.
    method: 'post',
    path: '/trip/tripTour',
    document: LegacyCreateTripPlanDocument,
    variables: tripTourVariables,
    payloadField: 'createTripPlan',
    legacyMessage: legacyDateMessage,
    errorKey: 'message',
    successStatus: 201,
    respond: ({ createTripPlan }) => {
      const tripPlan = createTripPlan.tripPlan!;
      return {
        success: true,
        message: tripMessages.saved,
        reference: tripPlan.reference,
        estimate: tripPlan.estimate,
        tripPlan: toLegacyPlan(tripPlan),
      };
    },
  }),
  route({
    // Newest first; `?after=` takes the `endCursor` of the page before.
    method: 'get',
    path: '/trip/plans',
    document: LegacyTripPlansDocument,
    refusal: (request) => queryRefusalUnlessOneOf(request, 'status', STATUS_VALUES),
    variables: (request) => {
      const first = pageSizeOf(request);
      return { ...(first === undefined ? {} : { first }), after: queryTextOf(request, 'after'), filter: { status: statusOf(request) } };
    },
    errorKey: 'message',
    respond: ({ tripPlans: { nodes, pageInfo, totalCount } }) => ({
      plans: nodes.map(toLegacyPlan),
      hasNextPage: pageInfo.hasNextPage,
      endCursor: pageInfo.endCursor,
      totalCount,
    }),
  }),
  route({
    // `{id}`: the `_id` or the global `id`; 404 for an unknown plan, 409 for a move that is not forward, 400 for no status of ours.
    method: 'post',
    path: '/trip/plans/:id/status',
    document: LegacyUpdateTripPlanStatusDocument,
    refusal: (request) => refusalUnlessOneOf(bodyOf(request).status, 'status', STATUS_VALUES),
    variables: (request) => ({ input: { id: globalIdOf(request.params.id, 'TripPlan'), status: textOf(request, 'status').trim().toUpperCase() } }),
    payloadField: 'updateTripPlanStatus',
    errorKey: 'message',
    respond: ({ updateTripPlanStatus }) => ({ success: true, tripPlan: toLegacyPlan(updateTripPlanStatus.tripPlan!) }),
  }),
];
