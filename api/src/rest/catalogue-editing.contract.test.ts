import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { Role } from '../graphql/viewer.js';
import { legacySession, logInOverRest, signUpOverRest } from '../testing/legacy-accounts.js';

/*
 * Spec §7 `PUT /api/updateTours/{id}`, admins only (§6), reached over HTTP alone. Accounts come from the
 * legacy sign-up route and sessions from the legacy login route; the one step outside HTTP promotes an
 * account to admin, which no route can do (the operator's account comes from the configuration).
 */
let app: TestApp;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  app = await startTestApp();
  adminToken = (await legacySession(app, Role.ADMIN)).token;
  userToken = (await legacySession(app)).token;
});
afterAll(() => app.close());

interface LegacyPlace {
  _id: string;
  id: string;
  title: string;
  destination: string;
}
interface LegacyState {
  _id: string;
  id: string;
  state: string;
  places: LegacyPlace[];
}
/** What both bodies' answers (a place or a tour card) have in common, and all these tests read of them. */
interface LegacyEdited {
  _id: string;
  id: string;
  title: string;
}

async function getStates(): Promise<LegacyState[]> {
  return (await app.request<LegacyState[]>('GET', '/api/getState')).body;
}
async function stateNamed(name: string): Promise<LegacyState> {
  return (await getStates()).find((state) => state.state === name)!;
}

const placeBody = {
  title: 'Charminar',
  description: 'The four-minaret monument at the heart of the old city.',
  city: 'Hyderabad',
  price: 1800,
  image: '/images/places/charminar.svg',
};
const tourBody = {
  title: 'Nizams and Pearls',
  image: 'https://images.example.in/telangana/charminar.jpg',
  route: 'Hyderabad → Warangal → Hyderabad',
  attractions: 'Charminar, Golconda Fort, Thousand Pillar Temple',
};

describe('PUT /api/updateTours/{id} with a place body', () => {
  it('edits the place by its legacy _id (a price sent as text too) and answers it in the legacy shape', async () => {
    const place = (await stateNamed('Telangana')).places[0]!;
    const response = await app.request('PUT', `/api/updateTours/${place._id}`, { ...placeBody, price: '1800' }, { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ _id: place._id, id: place.id, destination: place.destination, ...placeBody });
    expect((await stateNamed('Telangana')).places[0]).toEqual(response.body);
  });

  it('edits the place by its global ID', async () => {
    const place = (await stateNamed('Telangana')).places[1]!;
    const response = await app.request<LegacyEdited>('PUT', `/api/updateTours/${place.id}`, { ...placeBody, title: 'Golconda' }, { token: adminToken });
    expect([response.status, response.body.title, response.body._id]).toEqual([200, 'Golconda', place._id]);
  });

  it('answers 400 {message} for a broken rule and changes nothing', async () => {
    const before = await getStates();
    const place = (await stateNamed('Telangana')).places[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...placeBody, title: '  ' }, 'Title is required.'],
      [{ ...placeBody, description: undefined }, 'Description is required.'],
      [{ ...placeBody, price: 'a lot' }, 'Price must be a whole number of rupees from ₹1 to ₹10,00,000.'],
      [{ ...placeBody, price: 0 }, 'Price must be a whole number of rupees from ₹1 to ₹10,00,000.'],
      [{ ...placeBody, image: 'http://images.example.in/a.jpg' }, 'Image must be a path on this site (starting with /) or an address starting with https://.'],
    ];
    for (const [body, message] of cases) {
      const response = await app.request('PUT', `/api/updateTours/${place._id}`, body, { token: adminToken });
      expect([response.status, response.body]).toEqual([400, { message }]);
    }
    expect(await getStates()).toEqual(before);
  });

  it('answers 404 {message} for an unknown or malformed id', async () => {
    for (const id of ['999999', 'not-an-id']) {
      const response = await app.request('PUT', `/api/updateTours/${id}`, placeBody, { token: adminToken });
      expect([response.status, response.body]).toEqual([404, { message: 'No place has this ID.' }]);
    }
  });
});

describe('PUT /api/updateTours/{id} with a state-tour body (route or attractions present)', () => {
  it("edits the state's tour by the state's legacy _id and answers the tour card", async () => {
    const state = await stateNamed('Telangana');
    const response = await app.request<LegacyEdited>('PUT', `/api/updateTours/${state._id}`, tourBody, { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ _id: state._id, id: expect.any(String), name: 'Telangana', ...tourBody, places: (await stateNamed('Telangana')).places });
    const { data } = await app.graphql<{ node: { title: string; route: string; attractions: string; image: string } | null }>(
      `query($id: ID!) { node(id: $id) { ... on Tour { title route attractions image } } }`,
      { id: response.body.id },
    );
    const { title, image, route, attractions } = tourBody;
    expect(data!.node).toEqual({ title, image, route, attractions });
    expect(await stateNamed('Telangana')).toMatchObject({ state: 'Telangana', _id: state._id });
  });

  it("edits it by the state's global id from getState and by the tour's global id", async () => {
    const state = await stateNamed('Goa');
    const byStateId = await app.request<LegacyEdited>('PUT', `/api/updateTours/${state.id}`, { ...tourBody, title: 'Goa by the Sea' }, { token: adminToken });
    expect([byStateId.status, byStateId.body.title]).toEqual([200, 'Goa by the Sea']);
    const byTourId = await app.request<LegacyEdited>('PUT', `/api/updateTours/${byStateId.body.id}`, { ...tourBody, title: 'Goa Again' }, { token: adminToken });
    expect([byTourId.status, byTourId.body._id]).toEqual([200, state._id]);
  });

  it('keeps the fields a partial body leaves out, and returns an empty one to the derived value', async () => {
    const state = await stateNamed('Bihar');
    await app.request('PUT', `/api/updateTours/${state._id}`, tourBody, { token: adminToken });
    const partial = await app.request<LegacyEdited>('PUT', `/api/updateTours/${state._id}`, { route: 'Patna → Gaya → Patna' }, { token: adminToken });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ title: tourBody.title, image: tourBody.image, route: 'Patna → Gaya → Patna', attractions: tourBody.attractions });
    const cleared = await app.request<LegacyEdited>('PUT', `/api/updateTours/${state._id}`, { title: '', route: 'Patna → Gaya → Patna' }, { token: adminToken });
    expect(cleared.body).toMatchObject({ title: 'Bihar Tour', image: tourBody.image });
  });

  it('answers 400 for a bad image and 404 for an unknown state', async () => {
    const state = await stateNamed('Kerala');
    const bad = await app.request('PUT', `/api/updateTours/${state._id}`, { ...tourBody, image: 'ftp://x/a.jpg' }, { token: adminToken });
    expect([bad.status, bad.body]).toEqual([400, { message: 'Image must be a path on this site (starting with /) or an address starting with https://.' }]);
    const unknown = await app.request('PUT', '/api/updateTours/999999', tourBody, { token: adminToken });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'No tour has this ID.' }]);
  });
});

describe('who may call PUT /api/updateTours/{id} (spec §6: admins only)', () => {
  it('refuses a visitor with 401 and a user with 403, for both bodies, changing nothing', async () => {
    const before = await getStates();
    const toursBefore = (await app.graphql(`{ specialTours(first: 100) { nodes { title image route attractions } } }`)).data;
    const state = before.find((candidate) => candidate.state === 'Punjab')!;
    const refusals = [
      [undefined, 401, 'Please log in to continue.'],
      [userToken, 403, 'Your account is not allowed to do this.'],
    ] as const;
    for (const [token, status, message] of refusals) {
      for (const [id, body] of [[state.places[0]!._id, placeBody], [state._id, tourBody]] as const) {
        const response = await app.request('PUT', `/api/updateTours/${id}`, body, token ? { token } : {});
        expect([response.status, response.body]).toEqual([status, { message }]);
      }
    }
    expect(await getStates()).toEqual(before);
    expect((await app.graphql(`{ specialTours(first: 100) { nodes { title image route attractions } } }`)).data).toEqual(toursBefore);
  });

  it("refuses an admin's cookie sent from another site with 403", async () => {
    const before = await getStates();
    const login = await logInOverRest(app, await signUpOverRest(app, Role.ADMIN));
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await app.graphql<{ me: { role: string } | null }>(`{ me { role } }`, {}, { headers: { cookie } })).data!.me!.role).toBe('ADMIN');
    const place = before.find((state) => state.state === 'Punjab')!.places[0]!;
    const response = await app.request('PUT', `/api/updateTours/${place._id}`, placeBody, { headers: { cookie, origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await getStates()).toEqual(before);
  });
});
