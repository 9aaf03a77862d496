import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../graphql/viewer.js';
import { legacySession, logInOverRest } from '../testing/legacy-accounts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/* Spec §7's POST /api/trip/tripTour (a trip plan, spec §3) and the admins' desk of plans, over HTTP alone. */
type Session = Awaited<ReturnType<typeof legacySession>>;
type LegacyState = { _id: string; state: string; places: { title: string; destination: string; price: number }[] };
interface LegacyPlan {
  _id: string;
  id: string;
  reference: string;
  email: string;
  state: string[];
  title: string[];
  coTravellers: string[];
  arrivalDate: string;
  departureDate: string;
  status: string;
}
type Estimate = { route: string; days: number; travellers: number; pricePerPerson: number; totalPrice: number };
type Saved = { success: boolean; message: string; reference: string; estimate: Estimate; tripPlan: LegacyPlan };
type PlansPage = { plans: LegacyPlan[]; hasNextPage: boolean; endCursor: string | null; totalCount: number };

let app: TestApp;
let user: Session;
let admin: Session;
let kerala: LegacyState;
beforeAll(async () => {
  app = await startTestApp({ operatorEmail: 'desk@indiatours.test' });
  [user, admin] = [await legacySession(app), await legacySession(app, Role.ADMIN)];
  kerala = (await app.request<LegacyState[]>('GET', '/api/getState')).body.find((state) => state.places.length >= 2)!;
});
afterAll(() => app.close());

/** The date in India `days` from today, as dd/mm/yyyy (the spec's client) or yyyy-mm-dd. */
function indiaDate(days: number, format: 'legacy' | 'iso' = 'legacy'): string {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
  return format === 'iso' ? iso : iso.split('-').reverse().join('/');
}

let serial = 0;
/** The spec client's trip plan: state[] and title[] by name, dates as dd/mm/yyyy, a blank co-traveller. */
const aPlan = (overrides: object = {}) => {
  serial += 1;
  return {
    state: [kerala.state],
    title: kerala.places.slice(0, 2).map((place) => place.title),
    coTravellers: ['Meena', ''],
    arrivalDate: indiaDate(7),
    departureDate: indiaDate(9),
    email: `traveller.${serial}.${Date.now()}@example.in`,
    ...overrides,
  };
};
const postFrom = (address: string, body: object, token?: string) =>
  app.request<Saved>('POST', '/api/trip/tripTour', body, { headers: { 'x-forwarded-for': address }, ...(token ? { token } : {}) });
const plansAs = (token: string | undefined, query = '') => app.request<PlansPage>('GET', `/api/trip/plans${query}`, undefined, token ? { token } : {});
const moveAs = (token: string | undefined, id: string, status: unknown) =>
  app.request<{ success?: boolean; tripPlan?: LegacyPlan; message?: string }>('POST', `/api/trip/plans/${id}/status`, { status }, token ? { token } : {});
const storedRows = () => app.database.dataSource.query(`SELECT id, status, status_changed_at FROM trip_plans ORDER BY id`);

describe('POST /api/trip/tripTour', () => {
  it("answers 201 with the spec's message, the reference and the estimate, and keeps the plan in the spec's fields", async () => {
    const body = aPlan();
    const { status, body: saved } = await postFrom('192.0.2.10', body);
    expect(status).toBe(201);
    const [first, second] = kerala.places;
    expect(saved).toMatchObject({
      success: true,
      message: 'Trip details saved successfully!',
      reference: expect.stringMatching(/^TP-[2-9A-HJ-NP-Z]{8}$/),
      estimate: { days: 3, travellers: 2, pricePerPerson: first!.price + second!.price, totalPrice: 2 * (first!.price + second!.price) },
      tripPlan: {
        _id: expect.stringMatching(/^[0-9]+$/),
        state: [kerala.state],
        title: body.title,
        coTravellers: ['Meena'],
        arrivalDate: body.arrivalDate,
        departureDate: body.departureDate,
        email: body.email,
        status: 'new',
      },
    });
    expect(saved.tripPlan.reference).toBe(saved.reference);
  });

  it('takes dates as yyyy-mm-dd and one name alone as a list', async () => {
    const { status, body } = await postFrom('192.0.2.11', aPlan({ state: kerala.state, title: kerala.places[0]!.title, arrivalDate: indiaDate(0, 'iso'), departureDate: indiaDate(0, 'iso') }));
    expect(status).toBe(201);
    expect(body.tripPlan).toMatchObject({ state: [kerala.state], title: [kerala.places[0]!.title], arrivalDate: indiaDate(0) });
  });

  it("uses a signed-in traveller's account email when the body has none", async () => {
    const { body } = await postFrom('192.0.2.12', aPlan({ email: undefined }), user.token);
    expect(body.tripPlan.email).toBe(user.email);
  });

  it.each([
    ['no state', { state: [] }, 'Please add at least one state.'],
    ['an unknown state', { state: ['Atlantis'] }, 'State no. 1 in the list is not in our catalogue. Please choose a state from the list.'],
    ['a duplicate place', () => ({ title: [kerala.places[0]!.title, kerala.places[0]!.title] }), 'Each place can be added only once.'],
    ['an arrival yesterday', { arrivalDate: indiaDate(-1), departureDate: indiaDate(-1) }, 'The arrival date cannot be before today (India time).'],
    ['a departure before the arrival', { departureDate: indiaDate(6) }, 'The departure date cannot be before the arrival date.'],
    ['no email (a visitor)', { email: undefined }, 'Email is required.'],
    ['no departure date', { departureDate: '' }, 'Departure date is required.'],
    ['an arrival on 31/02 (the message names both forms a date may take)', { arrivalDate: '31/02/2027' }, 'Please enter a valid arrival date (dd/mm/yyyy or YYYY-MM-DD).'],
    ['16 states', () => ({ state: Array.from({ length: 16 }, (_, index) => ['Kerala', 'Goa', 'Punjab', 'Assam', 'Bihar', 'Sikkim', 'Odisha', 'Tripura', 'Manipur', 'Mizoram', 'Nagaland', 'Haryana', 'Gujarat', 'Rajasthan', 'Jharkhand', 'Telangana'][index]), title: [] }), 'Choose at most 10 states.'],
  ])('answers 400 {message} with the first broken rule for %s, storing nothing', async (_case, override, message) => {
    const before = await storedRows();
    const response = await postFrom('192.0.2.13', aPlan(typeof override === 'function' ? override() : override));
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(await storedRows()).toEqual(before);
  });

  it('answers 429 with Retry-After past the per-address quota, storing nothing', async () => {
    for (let plan = 0; plan < 5; plan += 1) expect((await postFrom('192.0.2.14', aPlan())).status).toBe(201);
    const before = await storedRows();
    const refused = await postFrom('192.0.2.14', aPlan());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^You have sent several trip plans just now\./);
    expect(await storedRows()).toEqual(before);
  });

  it('answers a cookie session from a foreign origin 403; its own origin is let through', async () => {
    const login = await logInOverRest(app, user);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const foreign = await app.request('POST', '/api/trip/tripTour', aPlan(), { headers: { cookie, origin: 'https://evil.example', 'x-forwarded-for': '192.0.2.15' } });
    expect(foreign.status).toBe(403);
    const own = await app.request('POST', '/api/trip/tripTour', aPlan(), { headers: { cookie, origin: 'http://localhost:4000', 'x-forwarded-for': '192.0.2.15' } });
    expect(own.status).toBe(201);
  });
});

describe('GET /api/trip/plans and POST /api/trip/plans/{id}/status (admins only)', () => {
  it('pages the plans newest first, filters by ?status=, and moves a plan forward by its `_id`', async () => {
    const { body: made } = await postFrom('192.0.2.20', aPlan());
    const { status, body: page } = await plansAs(admin.token, '?first=1');
    expect(status).toBe(200);
    expect(page).toMatchObject({ plans: [{ reference: made.reference }], hasNextPage: true, totalCount: expect.any(Number) });
    const moved = await moveAs(admin.token, made.tripPlan._id, 'contacted');
    expect(moved).toMatchObject({ status: 200, body: { success: true, tripPlan: { reference: made.reference, status: 'contacted' } } });
    const contacted = (await plansAs(admin.token, '?status=CONTACTED')).body.plans;
    expect(contacted.map((plan) => plan.reference)).toEqual([made.reference]);
  });

  it('answers 409 for a move backwards, 404 for an unknown plan and 400 for an unknown status, changing nothing', async () => {
    const { body: made } = await postFrom('192.0.2.21', aPlan());
    await moveAs(admin.token, made.tripPlan.id, 'CLOSED');
    const before = await storedRows();
    expect(await moveAs(admin.token, made.tripPlan.id, 'new')).toMatchObject({
      status: 409,
      body: { message: 'This trip plan is closed; it can only move forward (new → contacted → closed), so it cannot become new.' },
    });
    expect((await moveAs(admin.token, '999999', 'CLOSED')).status).toBe(404);
    for (const status of ['booked', undefined, 3]) {
      expect(await moveAs(admin.token, made.tripPlan._id, status)).toMatchObject({ status: 400, body: { message: 'status must be new, contacted or closed.' } });
    }
    expect(await storedRows()).toEqual(before);
  });

  it.each([
    ['?status=bogus', 'status must be new, contacted or closed.'],
    ['?first=0', 'first must be a whole number from 1 to 100.'],
  ])('answers 400 with a message naming what %s may be', async (query, message) => {
    expect(await plansAs(admin.token, query)).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a visitor 401 and a user 403, revealing and changing nothing', async () => {
    const { body: made } = await postFrom('192.0.2.22', aPlan());
    const before = await storedRows();
    for (const [session, status] of [[undefined, 401], [user, 403]] as const) {
      const token = session?.token;
      const listed = await plansAs(token);
      const moved = await moveAs(token, made.tripPlan._id, 'CONTACTED');
      expect([listed.status, moved.status]).toEqual([status, status]);
      expect(JSON.stringify([listed.body, moved.body])).not.toContain('@');
    }
    expect(await storedRows()).toEqual(before);
  });
});
