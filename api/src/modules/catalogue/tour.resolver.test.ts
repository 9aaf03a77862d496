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

describe("a card's first stops and attractions (`route(first:)`, `attractions(first:)`)", () => {
  const CARD_TEXTS = `route attractions attractionCount shortRoute: route(first: 3) firstAttractions: attractions(first: 3)`;
  type CardTexts = { route: string; attractions: string; attractionCount: number; shortRoute: string; firstAttractions: string };
  const cardTextsOf = async (id: string) =>
    (await app.graphql<{ tour: CardTexts }>(`query($id: ID!) { tour(id: $id) { ${CARD_TEXTS} } }`, { id })).data!.tour;

  async function stateWithPlaces(slug: string, count: number): Promise<number> {
    const [{ id }] = (await app.database.dataSource.query(`SELECT id FROM states WHERE slug = $1`, [slug])) as [{ id: number }];
    await app.database.dataSource.query(
      `INSERT INTO places (state_id, position, slug, title, description, destination, city, price, image)
       SELECT $1, 1000 + n, $2 || '-extra-' || n, 'Extra Sight ' || n, 'One more.', 'Extra Town ' || n, 'Extra Town ' || n, 1000,
              '/images/extra.jpg'
       FROM generate_series(1, $3::int) AS n`,
      [id, slug, count],
    );
    return id;
  }

  it('cuts a long derived route after the first stops and lists the first attractions, counting them all', async () => {
    const stateId = await stateWithPlaces('mizoram', 30);
    const tour = await cardTextsOf(String(stateId));
    const stops = tour.route.split(' → ');
    const attractions = tour.attractions.split(', ');
    expect(attractions.length).toBeGreaterThan(30);
    expect(tour.shortRoute).toBe([...stops.slice(0, 3), '…', stops[0]].join(' → '));
    expect(tour.firstAttractions).toBe(attractions.slice(0, 3).join(', '));
    expect(tour.attractionCount).toBe(attractions.length);
  });

  it('gives the whole texts when they are no longer than asked for', async () => {
    type WholeTexts = { route: string; attractions: string; route20: string; all: string; attractionCount: number };
    const query = `{ tour(id: "999") { route attractions route20: route(first: 20) all: attractions(first: 20) attractionCount } }`;
    const tour = (await app.graphql<{ tour: WholeTexts }>(query)).data!.tour;
    expect(tour).toMatchObject({ route20: 'Delhi → Agra → Jaipur → Delhi', all: tour.attractions, attractionCount: tour.attractions.split(', ').length });
  });

  it('cuts the route and attractions an admin wrote the same way, counting their comma-separated items', async () => {
    await app.database.dataSource.query(
      `UPDATE states SET tour_route = 'Kohima → Dzükou → Mokokchung → Mon → Kohima',
                         tour_attractions = 'War Cemetery, Dzükou Valley,, Hornbill Festival , Mon Villages'
       WHERE slug = 'nagaland'`,
    );
    const [{ id }] = (await app.database.dataSource.query(`SELECT id FROM states WHERE slug = 'nagaland'`)) as [{ id: number }];
    expect(await cardTextsOf(String(id))).toEqual({
      route: 'Kohima → Dzükou → Mokokchung → Mon → Kohima',
      attractions: 'War Cemetery, Dzükou Valley,, Hornbill Festival , Mon Villages',
      attractionCount: 4,
      shortRoute: 'Kohima → Dzükou → Mokokchung → … → Kohima',
      firstAttractions: 'War Cemetery, Dzükou Valley, Hornbill Festival',
    });
  });

  it('refuses a `first` outside 1 to 20 with BAD_USER_INPUT and the rule', async () => {
    for (const first of [0, -1, 21]) {
      for (const field of ['route', 'attractions']) {
        const { errors } = await app.graphql(`query($first: Int) { tour(id: "999") { ${field}(first: $first) } }`, { first });
        expect(errors?.map((error) => [error.extensions?.code, error.message])).toEqual([['BAD_USER_INPUT', 'first must be a whole number from 1 to 20.']]);
      }
    }
  });
});
