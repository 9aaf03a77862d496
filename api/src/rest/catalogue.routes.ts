import type { RestRoute } from './routes.js';

interface LegacyPlace {
  databaseId: number;
  id: string;
  title: string;
  description: string;
  destination: string;
  city: string;
  price: number;
  image: string;
}

interface LegacyState {
  databaseId: number;
  id: string;
  name: string;
  places: LegacyPlace[];
}

const ALL_STATES = /* GraphQL */ `
  query LegacyGetState {
    states(first: 100) {
      nodes {
        databaseId
        id
        name
        places { databaseId id title description destination city price image }
      }
    }
  }
`;

function toLegacyPlace({ databaseId, ...place }: LegacyPlace) {
  return { _id: String(databaseId), ...place };
}

/** Spec §7: `GET /api/getState` → `[{ _id, state, places: [...] }]`, plus the global `id` for migration to GraphQL. */
export const catalogueRoutes: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/getState',
    document: ALL_STATES,
    respond: (data) =>
      (data as { states: { nodes: LegacyState[] } }).states.nodes.map((state) => ({
        _id: String(state.databaseId),
        id: state.id,
        state: state.name,
        places: state.places.map(toLegacyPlace),
      })),
  },
];
