// The API's own ID codec (not a module's internals): legacy `_id`s are turned into the global IDs the schema takes.
import { fromGlobalId, toGlobalId } from '../graphql/relay/global-id.js';
import {
  LegacyGetStateDocument,
  LegacyUpdatePlaceDocument,
  LegacyUpdateTourDocument,
  type LegacyUpdatePlaceMutation,
  type LegacyUpdateTourMutation,
} from './gql/graphql.js';
import { withLegacyId } from './legacy-id.js';
import { bodyOf, optionalTextOf, textOf, wholeNumberOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';
import type { RestRequest } from './rest-request.js';

/**
 * The tour card of spec §3 with the state's `_id`, as the original product keyed its state tours, plus the global `id`.
 * A place, here and everywhere, is its `_id` and then its fields (`withLegacyId`).
 */
function toLegacyTour({ state, places, ...tour }: NonNullable<LegacyUpdateTourMutation['updated']['tour']>) {
  return { ...withLegacyId(state!), ...tour, places: places.map(withLegacyId) };
}

/**
 * Spec §7 gives `PUT /api/updateTours/{id}` two bodies: a place (title, description, city, price, image)
 * or a state tour (title, image, route, attractions). The body decides: one that has `route` or
 * `attractions` edits the state's tour, any other edits a place (a missing field then fails its rule).
 */
function isTourEdit(request: RestRequest): boolean {
  const body = bodyOf(request);
  return body.route !== undefined || body.attractions !== undefined;
}

/**
 * `{id}` is the legacy numeric `_id` (of the place, or of the state for its tour, as GET /api/getState
 * gives them) or a global ID; getState's global `id` of a state stands for its tour. Anything else goes
 * on unchanged and is not found.
 */
function globalIdOf(request: RestRequest, typeName: 'Place' | 'Tour'): string {
  const id = String(request.params.id);
  if (/^[0-9]{1,10}$/.test(id)) return toGlobalId(typeName, Number(id));
  const decoded = fromGlobalId(id);
  return typeName === 'Tour' && decoded?.typeName === 'State' ? toGlobalId('Tour', decoded.databaseId) : id;
}

function updateVariables(request: RestRequest) {
  if (isTourEdit(request)) {
    // A field left out keeps its value; "" returns it to the one derived from the places.
    const [title, image, route, attractions] = ['title', 'image', 'route', 'attractions'].map((key) => optionalTextOf(request, key));
    return { input: { id: globalIdOf(request, 'Tour'), title, image, route, attractions } };
  }
  const [title, description, city, image] = ['title', 'description', 'city', 'image'].map((key) => textOf(request, key));
  return { input: { id: globalIdOf(request, 'Place'), title, description, city, price: wholeNumberOf(request, 'price') ?? 0, image } };
}

/**
 * Spec §7: `GET /api/getState` and `PUT /api/updateTours/{id}` (documents in catalogue.graphql), each plus the global
 * `id` for migration to GraphQL.
 */
export const catalogueRoutes: readonly RestRoute[] = [
  route({
    method: 'get',
    path: '/getState',
    document: LegacyGetStateDocument,
    respond: ({ states }) =>
      states.nodes.map(({ name, places, ...state }) => ({ ...withLegacyId(state), state: name, places: places.map(withLegacyId) })),
  }),
  // `updated` is LegacyUpdatePlace's payload or LegacyUpdateTour's, whichever the body chose.
  route<LegacyUpdatePlaceMutation | LegacyUpdateTourMutation>({
    // Admins only (spec §6): 401 for a visitor, 403 for a user, 404 for an unknown id, 400 for a broken rule.
    method: 'put',
    path: '/updateTours/:id',
    document: (request) => (isTourEdit(request) ? LegacyUpdateTourDocument : LegacyUpdatePlaceDocument),
    variables: updateVariables,
    payloadField: 'updated',
    errorKey: 'message',
    respond: ({ updated }) => ('place' in updated ? withLegacyId(updated.place!) : toLegacyTour(updated.tour!)),
  }),
];
