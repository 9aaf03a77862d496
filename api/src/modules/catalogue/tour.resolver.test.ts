import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const TOUR_FIELDS = `id title name route attractions pricePerPerson state { name } states { name } places { title price }`;

interface TourResult {
  id: string;
  title: string;
  name: string;
  route: string;
  attractions: string;
  pricePerPerson: number;
  state: { name: string } | null;
  states: { name: string }[];
  places: { title: string; price: number }[];
}

const tourById = async (id: string) => (await app.graphql<{ tour: TourResult | null }>(`query($id: ID!) { tour(id: $id) { ${TOUR_FIELDS} } }`, { id })).data!.tour;

describe('the Golden Triangle (spec §2: the footer tour 999)', () => {
  it('is a real tour by its legacy number: Delhi → Agra → Jaipur → Delhi, with places of the three cities', async () => {
    const tour = (await tourById('999'))!;
    expect(tour).toMatchObject({ title: 'Golden Triangle Tour', name: 'Golden Triangle', route: 'Delhi → Agra → Jaipur → Delhi', state: null });
    expect(tour.states.map((state) => state.name)).toEqual(['Delhi', 'Uttar Pradesh', 'Rajasthan']);
    expect(tour.places.map((place) => place.title)).toEqual(['Red Fort', 'Qutub Minar', "Humayun's Tomb", 'Taj Mahal', 'Amber Fort', 'Hawa Mahal']);
  });

  it('is the same node by its global ID, through `tour` and `node`', async () => {
    const tour = (await tourById('999'))!;
    expect((await tourById(tour.id))!.title).toBe('Golden Triangle Tour');
    const { data } = await app.graphql<{ node: { title: string } | null }>(`query($id: ID!) { node(id: $id) { ... on Tour { title } } }`, { id: tour.id });
    expect(data!.node!.title).toBe('Golden Triangle Tour');
  });
});

describe('tour prices (a place is priced per person; a tour visits all its places)', () => {
  it("prices a tour per person as the sum of its places' prices", async () => {
    for (const id of ['999', '1']) {
      const tour = (await tourById(id))!;
      expect(tour.pricePerPerson).toBe(tour.places.reduce((sum, place) => sum + place.price, 0));
      expect(tour.pricePerPerson).toBeGreaterThan(0);
    }
  });
});

describe('tour(id:)', () => {
  it("finds a state's tour by its Tour ID, its State ID, or the state's legacy _id", async () => {
    const [state] = await app.database.dataSource.query(`SELECT id, name FROM states ORDER BY id LIMIT 1`);
    for (const id of [toGlobalId('Tour', state.id), toGlobalId('State', state.id), String(state.id)]) {
      expect(await tourById(id)).toMatchObject({ name: state.name, state: { name: state.name } });
    }
  });

  it('answers null for anything that names no tour', async () => {
    for (const id of ['0', '123456', toGlobalId('Tour', 999_999), toGlobalId('CuratedTour', 1), toGlobalId('Place', 1), 'not-an-id']) {
      expect(await tourById(id)).toBeNull();
    }
  });
});
