import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Nodes, PayloadError } from '../../testing/graphql-shapes.js';
import { STATES_KEPT_IN_MEMORY, startTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { Role } from '../../graphql/viewer.js';

/* Spec §6 "Edit Tour and special-tour Edit buttons": admins edit places and state tours; nobody else may. */
let app: TestApp;
let admin: { token: string };
let user: { token: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAccount(app, Role.ADMIN);
  user = await signedInAccount(app, Role.USER);
});
afterAll(() => app.close());

const UPDATE_PLACE = `mutation($input: UpdatePlaceInput!) {
  updatePlace(input: $input) { place { id slug title description destination city price image } errors { code field message } }
}`;
const UPDATE_TOUR = `mutation($input: UpdateTourInput!) {
  updateTour(input: $input) { tour { id title name image route attractions startingPrice places { title } } errors { code field message } }
}`;
const PLACE = `query($slug: String!) { place(slug: $slug) { id slug title description destination city price image } }`;
const TOUR = `query($slug: String!) { state(slug: $slug) { tour { id title name image route attractions startingPrice places { title } } } }`;
const ALL_TOURS = `{ specialTours(first: 100) { nodes { id title image route attractions startingPrice } } }`;
type EditedPlace = { id: string; slug: string; title: string; description: string; destination: string; city: string; price: number; image: string };
type EditedTour = { id: string; title: string; name: string; image: string; route: string; attractions: string; startingPrice: number; places: { title: string }[] };
type UpdatePlaceData = { updatePlace: { place: EditedPlace | null; errors: PayloadError[] } };
type UpdateTourData = { updateTour: { tour: EditedTour | null; errors: PayloadError[] } };
type AllToursData = { specialTours: Nodes<Omit<EditedTour, 'name' | 'places'>> };

const asAdmin = () => ({ token: admin.token });
const placeBySlug = async (slug: string) => (await app.graphql<{ place: EditedPlace | null }>(PLACE, { slug })).data!.place!;
const tourOfState = async (slug: string) => (await app.graphql<{ state: { tour: EditedTour } | null }>(TOUR, { slug })).data!.state!.tour;
const updatedAtOf = async (table: 'places' | 'states', slug: string) =>
  ((await app.database.dataSource.query(`SELECT updated_at FROM ${table} WHERE slug = $1`, [slug])) as { updated_at: Date }[])[0]!
    .updated_at;

function placeEdit(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: 'Hawa Mahal, Palace of Winds',
    description: 'A honeycomb of 953 windows built so the royal women could watch the street unseen.',
    city: 'Jaipur',
    price: 3200,
    image: '/images/places/hawa-mahal.svg',
    ...overrides,
  };
}

function tourEdit(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: 'Royal Rajasthan',
    image: 'https://images.example.in/rajasthan/amber-fort.jpg',
    route: 'Jaipur → Udaipur → Jodhpur → Jaipur',
    attractions: 'Amber Fort, Lake Pichola, Mehrangarh',
    ...overrides,
  };
}

describe('updatePlace', () => {
  it('lets an admin set the five fields, trimmed, keeping slug and destination so links keep working', async () => {
    const before = await placeBySlug('hawa-mahal');
    const updatedAtBefore = await updatedAtOf('places', 'hawa-mahal');
    const edit = placeEdit(before.id, { title: '  Hawa Mahal, Palace of Winds  ', city: ' Jaipur ' });
    const { data, errors } = await app.graphql<UpdatePlaceData>(UPDATE_PLACE, { input: edit }, asAdmin());
    expect(errors).toBeUndefined();
    const expected = { ...placeEdit(before.id), slug: 'hawa-mahal', destination: before.destination };
    expect(data!.updatePlace).toEqual({ place: expected, errors: [] });
    expect(await placeBySlug('hawa-mahal')).toEqual(expected);
    expect((await updatedAtOf('places', 'hawa-mahal')).getTime()).toBeGreaterThan(updatedAtBefore.getTime());
  });

  it("is found by search under its new title and shows in its state's derived tour", async () => {
    const before = await placeBySlug('amber-fort');
    await app.graphql<UpdatePlaceData>(UPDATE_PLACE, { input: placeEdit(before.id, { title: 'Amer Palace' }) }, asAdmin());
    const { data } = await app.graphql<{ search: { places: { slug: string }[] }[] }>(`{ search(query: "amer palace") { places { slug } } }`);
    expect(data!.search[0]!.places[0]!.slug).toBe('amber-fort');
    expect((await tourOfState('rajasthan')).attractions).toContain('Amer Palace');
  });

  it('lets a second edit in the same request see the first (per-request caches are refreshed)', async () => {
    const places = (await app.graphql<{ state: { places: { id: string }[] } | null }>(`{ state(slug: "kerala") { places { id } } }`)).data!.state!.places;
    const ids = places.slice(0, 2).map((place) => place.id);
    type EditedAttractions = { place: { state: { tour: { attractions: string } } } | null };
    const { data } = await app.graphql<{ a: EditedAttractions; b: EditedAttractions }>(
      `mutation($a: UpdatePlaceInput!, $b: UpdatePlaceInput!) {
        a: updatePlace(input: $a) { place { state { tour { attractions } } } }
        b: updatePlace(input: $b) { place { state { tour { attractions } } } }
      }`,
      { a: placeEdit(ids[0]!, { title: 'First Edit', city: 'Kochi' }), b: placeEdit(ids[1]!, { title: 'Second Edit', city: 'Kochi' }) },
      asAdmin(),
    );
    expect(data!.b.place!.state.tour.attractions).toMatch(/^First Edit, Second Edit/);
  });

  it('accepts 200 characters counted as people count them, an https image and the price bounds', async () => {
    const { id } = await placeBySlug('golden-temple');
    for (const overrides of [{ title: '🛕'.repeat(200), price: 1 }, { image: 'https://cdn.example.in/golden-temple.jpg', price: 1_000_000 }]) {
      const { data } = await app.graphql<UpdatePlaceData>(UPDATE_PLACE, { input: placeEdit(id, overrides) }, asAdmin());
      expect(data!.updatePlace.errors).toEqual([]);
      expect(data!.updatePlace.place).toMatchObject(overrides);
    }
  });

  const invalidImage = 'Image must be a path on this site (starting with /) or an address starting with https://.';
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a blank title', { title: '   ' }, 'REQUIRED', 'Title is required.'],
    ['an empty description', { description: '' }, 'REQUIRED', 'Description is required.'],
    ['a blank city', { city: ' ' }, 'REQUIRED', 'City is required.'],
    ['an empty image', { image: '' }, 'REQUIRED', 'Image is required.'],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, 'TOO_LONG', 'Title must be at most 200 characters.'],
    ['a description of 5001 characters', { description: 'x'.repeat(5001) }, 'TOO_LONG', 'Description must be at most 5000 characters.'],
    ['a city of 201 characters', { city: 'x'.repeat(201) }, 'TOO_LONG', 'City must be at most 200 characters.'],
    ['an image of 2001 characters', { image: `/${'x'.repeat(2000)}` }, 'TOO_LONG', 'Image must be at most 2000 characters.'],
    ...[0, -100, 1_000_001].map((price): [string, Record<string, unknown>, string, string] => [
      `a price of ${price}`,
      { price },
      'INVALID_PRICE',
      'Price must be a whole number of rupees from ₹1 to ₹10,00,000.',
    ]),
    ...['http://example.in/a.png', '//evil.example/a.png', '/\\evil.example/a.png', 'images/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'https://user:secret@example.in/a.png', '/images/a b.png'].map(
      (image): [string, Record<string, unknown>, string, string] => [`the image ${image}`, { image }, 'INVALID_IMAGE', invalidImage],
    ),
  ];

  it.each(refusals)('refuses %s with its code, field and message, and saves nothing', async (_name, overrides, code, message) => {
    const before = await placeBySlug('gateway-of-india');
    const { data, errors } = await app.graphql<UpdatePlaceData>(UPDATE_PLACE, { input: placeEdit(before.id, overrides) }, asAdmin());
    expect(errors).toBeUndefined();
    const field = ['input', Object.keys(overrides)[0]!];
    expect(data!.updatePlace).toEqual({ place: null, errors: [{ code, field, message }] });
    expect(await placeBySlug('gateway-of-india')).toEqual(before);
  });

  it('reports every broken field at once, one error per field, in form order', async () => {
    const { id } = await placeBySlug('gateway-of-india');
    const blank = { title: '', description: ' ', city: '', price: 0, image: '' };
    const { data } = await app.graphql<UpdatePlaceData>(UPDATE_PLACE, { input: { id, ...blank } }, asAdmin());
    expect(data!.updatePlace.errors.map((error) => error.field![1])).toEqual(Object.keys(blank));
  });

  it('refuses a price that is not a whole number before it reaches the rules (GraphQL Int)', async () => {
    const { id } = await placeBySlug('gateway-of-india');
    const { errors } = await app.graphql<UpdatePlaceData>(UPDATE_PLACE, { input: placeEdit(id, { price: 12.5 }) }, asAdmin());
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("answers NOT_FOUND for an unknown, malformed or other type's ID, whatever the input", async () => {
    const tourId = (await tourOfState('goa')).id;
    for (const id of [Buffer.from('Place:999999').toString('base64url'), 'not-an-id', tourId]) {
      for (const input of [placeEdit(id), placeEdit(id, { title: '' })]) {
        const { data, errors } = await app.graphql<UpdatePlaceData>(UPDATE_PLACE, { input }, asAdmin());
        expect(data).toBeNull();
        expect(errors?.map((error) => [error.extensions?.code, error.message])).toEqual([['NOT_FOUND', 'No place has this ID.']]);
      }
    }
  });
});

describe('updateTour', () => {
  it("stores the admin's four fields and shows them in specialTours, node(id:) and state.tour", async () => {
    const before = await tourOfState('rajasthan');
    const updatedAtBefore = await updatedAtOf('states', 'rajasthan');
    const { data, errors } = await app.graphql<UpdateTourData>(UPDATE_TOUR, { input: tourEdit(before.id, { title: '  Royal Rajasthan ' }) }, asAdmin());
    expect(errors).toBeUndefined();
    const { id: _id, ...edited } = tourEdit(before.id);
    const expected = { ...before, ...edited };
    expect(data!.updateTour).toEqual({ tour: expected, errors: [] });
    expect(await tourOfState('rajasthan')).toEqual(expected);
    const listed = (await app.graphql<AllToursData>(ALL_TOURS)).data!.specialTours.nodes.find((tour) => tour.id === before.id);
    expect(listed).toMatchObject(edited);
    const node = await app.graphql<{ node: { title: string; route: string } | null }>(`query($id: ID!) { node(id: $id) { ... on Tour { title route } } }`, {
      id: before.id,
    });
    expect(node.data!.node).toEqual({ title: edited.title, route: edited.route });
    expect((await updatedAtOf('states', 'rajasthan')).getTime()).toBeGreaterThan(updatedAtBefore.getTime());
    const state = await app.graphql<{ state: { slug: string; name: string } | null }>(`{ state(slug: "rajasthan") { slug name } }`);
    expect(state.data!.state).toEqual({ slug: 'rajasthan', name: 'Rajasthan' });
  });

  it('leaves every tour nobody edited exactly as derived', async () => {
    const before = (await app.graphql<AllToursData>(ALL_TOURS)).data!.specialTours.nodes;
    const goa = await tourOfState('goa');
    await app.graphql<UpdateTourData>(UPDATE_TOUR, { input: tourEdit(goa.id, { title: 'Goa Beaches and Churches' }) }, asAdmin());
    const after = (await app.graphql<AllToursData>(ALL_TOURS)).data!.specialTours.nodes;
    expect(after.filter((tour) => tour.id !== goa.id)).toEqual(before.filter((tour) => tour.id !== goa.id));
    expect(after.find((tour) => tour.id === goa.id)!.title).toBe('Goa Beaches and Churches');
    expect(before.find((tour) => tour.title === 'Kerala Tour')).toBeDefined();
  });

  it("lists a tour as an operator's SQL (or another instance) changed it, as soon as the database tells of it", async () => {
    const TOURS = `{ specialTours(first: 100) { nodes { name title } } }`;
    const tripuraTitle = async () =>
      (await app.graphql<{ specialTours: Nodes<{ name: string; title: string }> }>(TOURS)).data!.specialTours.nodes.find((tour) => tour.name === 'Tripura')!.title;
    await expect.poll(() => app.statementsOf(TOURS)).toBe(STATES_KEPT_IN_MEMORY ? 0 : 1);
    await app.database.dataSource.query(`UPDATE states SET tour_title = 'Hills of Tripura by Night' WHERE slug = 'tripura'`);
    // Told within moments; kept without being told, it would answer the old title for seconds.
    await expect.poll(tripuraTitle, { timeout: 2_000 }).toBe('Hills of Tripura by Night');
  });

  it("lists an admin's edit at once on the instance that made it, before the database's notification arrives", async () => {
    const TOURS = `{ specialTours(first: 100) { nodes { id title } } }`;
    const tripura = await tourOfState('tripura');
    await expect.poll(() => app.statementsOf(TOURS)).toBe(STATES_KEPT_IN_MEMORY ? 0 : 1);
    // The notification held back as a slow one would be: only the edit's own instance can know of it.
    const notifyingTriggers = (turn: 'DISABLE' | 'ENABLE') =>
      app.database.dataSource.query(`ALTER TABLE states ${turn} TRIGGER states_changed; ALTER TABLE tour_cards ${turn} TRIGGER tour_cards_changed`);
    await notifyingTriggers('DISABLE');
    try {
      await app.graphql<UpdateTourData>(UPDATE_TOUR, { input: tourEdit(tripura.id, { title: 'Tripura, Palaces and Lakes' }) }, asAdmin());
      const listed = (await app.graphql<{ specialTours: Nodes<{ id: string; title: string }> }>(TOURS)).data!.specialTours.nodes;
      expect(listed.find((tour) => tour.id === tripura.id)!.title).toBe('Tripura, Palaces and Lakes');
    } finally {
      await notifyingTriggers('ENABLE');
    }
  });

  const refusals: [Record<string, unknown>, string, string][] = [
    [{ title: 'x'.repeat(201) }, 'TOO_LONG', 'Title must be at most 200 characters.'],
    [{ route: 'x'.repeat(1001) }, 'TOO_LONG', 'Route must be at most 1000 characters.'],
    [{ attractions: 'x'.repeat(4001) }, 'TOO_LONG', 'Attractions must be at most 4000 characters.'],
    [{ image: 'http://images.example.in/a.jpg' }, 'INVALID_IMAGE', 'Image must be a path on this site (starting with /) or an address starting with https://.'],
  ];

  it('returns each field left empty to the value derived from the places, and tells both apart', async () => {
    const before = await tourOfState('kerala');
    const derivedQuery = `query($id: ID!) { node(id: $id) { ... on Tour { title image route attractions derived { title image route attractions } edits { title image route attractions } } } }`;
    type DerivedData = { node: Record<'title' | 'image' | 'route' | 'attractions', string> & { derived: Record<string, string>; edits: Record<string, string | null> } };
    const derived = (await app.graphql<DerivedData>(derivedQuery, { id: before.id })).data!.node.derived;
    expect(derived).toEqual({ title: before.title, image: before.image, route: before.route, attractions: before.attractions });

    await app.graphql<UpdateTourData>(UPDATE_TOUR, { input: tourEdit(before.id) }, asAdmin());
    const edited = (await app.graphql<DerivedData>(derivedQuery, { id: before.id })).data!.node;
    expect(edited.edits).toEqual({ title: edited.title, image: edited.image, route: edited.route, attractions: edited.attractions });
    expect(edited.derived).toEqual(derived);

    const input = { id: before.id, title: ' ', image: '', route: '', attractions: '  ' };
    const { data } = await app.graphql<UpdateTourData>(UPDATE_TOUR, { input }, asAdmin());
    expect(data!.updateTour).toEqual({ tour: before, errors: [] });
    const cleared = (await app.graphql<DerivedData>(derivedQuery, { id: before.id })).data!.node;
    expect(cleared.edits).toEqual({ title: null, image: null, route: null, attractions: null });
  });

  it.each(refusals)('refuses %o with %s and saves nothing', async (overrides, code, message) => {
    const before = await tourOfState('assam');
    const { data } = await app.graphql<UpdateTourData>(UPDATE_TOUR, { input: tourEdit(before.id, overrides) }, asAdmin());
    expect(data!.updateTour).toEqual({ tour: null, errors: [{ code, field: ['input', Object.keys(overrides)[0]], message }] });
    expect(await tourOfState('assam')).toEqual(before);
  });

  it("answers NOT_FOUND for an unknown tour and for a place's or a state's ID", async () => {
    const { id: placeId } = await placeBySlug('taj-mahal');
    const stateId = (await app.graphql<{ state: { id: string } | null }>(`{ state(slug: "goa") { id } }`)).data!.state!.id;
    for (const id of [Buffer.from('Tour:999999').toString('base64url'), placeId, stateId]) {
      const { data, errors } = await app.graphql<UpdateTourData>(UPDATE_TOUR, { input: tourEdit(id) }, asAdmin());
      expect(data).toBeNull();
      expect(errors?.map((error) => [error.extensions?.code, error.message])).toEqual([['NOT_FOUND', 'No tour has this ID.']]);
    }
  });

  it('still reads 36 states with their tours in five statements once tours are edited (page, count, places, cards, texts)', async () => {
    const query = `{ states(first: 100) { totalCount nodes { tour { title image route attractions places { title } } } } }`;
    const { data } = await app.graphql<{
      states: Nodes<{ tour: Pick<EditedTour, 'title' | 'image' | 'route' | 'attractions' | 'places'> }> & { totalCount: number };
    }>(query);
    expect(data!.states.nodes.map((state) => state.tour.title)).toContain('Royal Rajasthan');
    // the page and its count come from memory where the states are kept
    await expect.poll(() => app.statementsOf(query)).toBe(STATES_KEPT_IN_MEMORY ? 3 : 5);
  });
});

describe('who may edit (spec §6: admins only)', () => {
  it('refuses a visitor with UNAUTHENTICATED and a user with FORBIDDEN, changing nothing', async () => {
    const place = await placeBySlug('kaziranga-national-park');
    const tour = await tourOfState('assam');
    for (const [options, code] of [[{}, 'UNAUTHENTICATED'], [{ token: user.token }, 'FORBIDDEN']] as const) {
      const placeAnswer = await app.graphql<UpdatePlaceData>(UPDATE_PLACE, { input: placeEdit(place.id) }, options);
      const tourAnswer = await app.graphql<UpdateTourData>(UPDATE_TOUR, { input: tourEdit(tour.id) }, options);
      for (const { data, errors } of [placeAnswer, tourAnswer]) {
        expect(data).toBeNull();
        expect(errors?.map((error) => error.extensions?.code)).toEqual([code]);
      }
    }
    expect(await placeBySlug('kaziranga-national-park')).toEqual(place);
    expect(await tourOfState('assam')).toEqual(tour);
  });
});
