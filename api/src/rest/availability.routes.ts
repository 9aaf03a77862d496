import { legacyDate } from './bookings.routes.js';
import { LegacyTourAvailabilityDocument } from './gql/graphql.js';
import { isoDateOfText, queryTextOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';
import type { RestRequest } from './rest-request.js';

/** `?from=`/`?to=`: dd/mm/yyyy like the spec's other dates, or yyyy-mm-dd; absent: the schema's default. */
function dateParameterOf(request: RestRequest, key: string): string | null {
  const text = queryTextOf(request, key);
  return text === null ? null : isoDateOfText(text);
}

/**
 * Issue 36: a tour's start dates with their seats left, for clients of the spec's paths. `{id}` names the tour as
 * `POST /api/book` takes it (999, a state's `_id`, or a global ID); 404 for none, 400 for a bad range.
 */
export const availabilityRoutes: readonly RestRoute[] = [
  route({
    method: 'get',
    path: '/tours/:id/availability',
    document: LegacyTourAvailabilityDocument,
    variables: (request) => ({ id: String(request.params.id), from: dateParameterOf(request, 'from'), to: dateParameterOf(request, 'to') }),
    notFound: ({ tour }) => (tour ? undefined : 'No tour has this ID.'),
    respond: ({ tour }) => ({
      id: tour!.id,
      title: tour!.title,
      dates: tour!.availability.map(({ date, ...seats }) => ({ date: legacyDate(date), ...seats })),
    }),
  }),
];
