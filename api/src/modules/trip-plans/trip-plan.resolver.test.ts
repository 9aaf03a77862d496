import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripEstimate } from '@india-tours/validation/trip-plans';
import { Role } from '../../graphql/viewer.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import {
  CREATE_TRIP_PLAN,
  TRIP_PLAN_FIELDS,
  aPlannerEmail,
  aTripPlanInput,
  allTripPlanRows,
  indiaDateIn,
  seededStates,
  type CreateTripPlanData,
  type SeededState,
  type TripPlanResult,
} from './trip-plan.fixtures.js';

const OPERATOR = 'operator@indiatours.test';
let app: TestApp;
let smtp: TestSmtpServer;
let user: Awaited<ReturnType<typeof signedInAccount>>;
let otherUser: Awaited<ReturnType<typeof signedInAccount>>;
let admin: Awaited<ReturnType<typeof signedInAccount>>;
let state: SeededState;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ smtpUrl: smtp.url, operatorEmail: OPERATOR });
  [user, otherUser, admin] = [await signedInAccount(app), await signedInAccount(app), await signedInAccount(app, Role.ADMIN)];
  [state] = (await seededStates(app.database.dataSource, 1)) as [SeededState];
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

let addressSerial = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${(addressSerial += 1)}` });
const create = (input: object, options: { token?: string; headers?: Record<string, string> } = {}) =>
  app.graphql<CreateTripPlanData>(CREATE_TRIP_PLAN, { input }, { headers: fromNewAddress(), ...options });
const TRIP_PLAN_NODE = `query($id: ID!) { node(id: $id) { ... on TripPlan { ${TRIP_PLAN_FIELDS} } } }`;
const readNode = (id: string, token?: string) => app.graphql<{ node: TripPlanResult | null }>(TRIP_PLAN_NODE, { id }, token ? { token } : {});

describe('createTripPlan', () => {
  it("answers a visitor the plan with its reference, the shared rule's estimate and the catalogue's states and places, and mails both", async () => {
    const input = aTripPlanInput(state);
    const [summaryArrived, operatorArrived] = [smtp.waitForMail(input.email), smtp.waitForMail(OPERATOR)];
    const { data, errors } = await create(input);
    expect(errors).toBeUndefined();
    const places = state.places.slice(0, 2);
    const estimate = tripEstimate({ places, coTravellers: input.coTravellers, arrivalDate: input.arrivalDate, departureDate: input.departureDate });
    expect(data!.createTripPlan).toEqual({
      errors: [],
      tripPlan: expect.objectContaining({
        reference: expect.stringMatching(/^TP-[2-9A-HJ-NP-Z]{8}$/),
        email: input.email,
        stateNames: [state.name],
        placeTitles: places.map((place) => place.title),
        coTravellers: ['Ravi Kumar'],
        arrivalDate: input.arrivalDate,
        departureDate: input.departureDate,
        status: 'NEW',
        statusChangedAt: null,
        estimate: { ...estimate, days: 5, travellers: 2 },
        states: [{ id: state.id, name: state.name }],
        places: places.map((place) => ({ id: place.id, title: place.title })),
      }),
    });
    const { reference } = data!.createTripPlan.tripPlan!;
    const [summary, operator] = [await summaryArrived, await operatorArrived];
    expect(summary.subject).toBe(`Your trip plan ${reference} (${state.name})`);
    expect(summary.text).toContain(`Reference: ${reference}`);
    expect(summary.text).toContain(`Route: ${estimate.route}`);
    expect(summary.text).toContain('We will contact you');
    expect(operator.subject).toBe(`New trip plan ${reference} (${state.name})`);
    expect(operator.text).toContain(`Contact email: ${input.email}`);
  });

  it('refuses a broken rule in `errors` beside its field and stores nothing', async () => {
    const before = await allTripPlanRows(app.database.dataSource);
    const { data } = await create(aTripPlanInput(state, { arrivalDate: indiaDateIn(-1), departureDate: indiaDateIn(-1) }));
    expect(data!.createTripPlan).toEqual({
      tripPlan: null,
      errors: [
        { code: 'DATE_IN_PAST', field: ['input', 'arrivalDate'], message: 'The arrival date cannot be before today (India time).' },
        { code: 'DATE_IN_PAST', field: ['input', 'departureDate'], message: 'The departure date cannot be before today (India time).' },
      ],
    });
    expect(await allTripPlanRows(app.database.dataSource)).toEqual(before);
  });

  it('takes an arrival today in India', async () => {
    const { data } = await create(aTripPlanInput(state, { arrivalDate: indiaDateIn(0), departureDate: indiaDateIn(0) }));
    expect(data!.createTripPlan.errors).toEqual([]);
  });

  it('refuses an ID of another type as an unknown state', async () => {
    const { data } = await create(aTripPlanInput(state, { stateIds: [state.places[0]!.id] }));
    expect(data!.createTripPlan.errors[0]).toMatchObject({ code: 'UNKNOWN_STATE', field: ['input', 'stateIds'] });
  });
});

describe("a plan is readable by admins and by the account that sent it (node), with the account's email by default", () => {
  it("uses the signed-in planner's email when none is given; the planner and admins read it, another user and a visitor get NOT_FOUND", async () => {
    const { data } = await create(aTripPlanInput(state, { email: null }), { token: user.token });
    const plan = data!.createTripPlan.tripPlan!;
    expect(plan.email).toBe(user.email);
    for (const token of [user.token, admin.token]) expect((await readNode(plan.id, token)).data!.node).toMatchObject({ reference: plan.reference });
    for (const token of [otherUser.token, undefined]) {
      const { data: refused, errors } = await readNode(plan.id, token);
      expect(refused!.node).toBeNull();
      expect(errors![0]!.extensions!.code).toBe('NOT_FOUND');
      expect(JSON.stringify({ refused, errors })).not.toContain('@');
    }
  });

  it("keeps a visitor's plan for admins alone, even when a user sent the same email", async () => {
    const { data } = await create(aTripPlanInput(state, { email: user.email }));
    const plan = data!.createTripPlan.tripPlan!;
    expect((await readNode(plan.id, user.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await readNode(plan.id, admin.token)).data!.node!.reference).toBe(plan.reference);
  });
});

describe("a plan's states and places are the catalogue's of today; the names chosen stay", () => {
  it('leaves a place deleted since out of `places`, and keeps its title in `placeTitles`', async () => {
    const { data } = await create(aTripPlanInput(state));
    const plan = data!.createTripPlan.tripPlan!;
    await app.database.dataSource.query(`UPDATE trip_plans SET place_ids[1] = 999999 WHERE id = $1`, [plan.databaseId]);
    const read = (await readNode(plan.id, admin.token)).data!.node!;
    expect(read.placeTitles).toEqual(plan.placeTitles);
    expect(read.places).toEqual(plan.places.slice(1));
  });
});

describe('createTripPlan throttles (RATE_LIMITED with retryAfterSeconds; nothing stored)', () => {
  const refusalOf = (answer: Awaited<ReturnType<typeof create>>) => ({ extensions: answer.errors![0]!.extensions, message: answer.errors![0]!.message });

  it('refuses a 6th plan from one address within 10 minutes; refused plans do not count', async () => {
    const headers = fromNewAddress();
    expect((await create(aTripPlanInput(state, { email: 'asha@' }), { headers })).data!.createTripPlan.errors).toHaveLength(1);
    for (let plan = 0; plan < 5; plan += 1) expect((await create(aTripPlanInput(state), { headers })).data!.createTripPlan.errors).toEqual([]);
    const before = await allTripPlanRows(app.database.dataSource);
    const refused = refusalOf(await create(aTripPlanInput(state), { headers }));
    expect(refused.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(refused.message).toMatch(/^You have sent several trip plans just now\. Please try again in (1 minute|\d+ minutes)\.$/);
    expect(await allTripPlanRows(app.database.dataSource)).toEqual(before);
  });

  it('refuses a 4th plan for one email within an hour, from any address', async () => {
    const email = aPlannerEmail();
    for (let plan = 0; plan < 3; plan += 1) expect((await create(aTripPlanInput(state, { email }))).data!.createTripPlan.errors).toEqual([]);
    const before = await allTripPlanRows(app.database.dataSource);
    const refused = refusalOf(await create(aTripPlanInput(state, { email: email.toUpperCase() })));
    expect(refused.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(refused.message).toMatch(/^Several trip plans were sent for this email just now\. Please try again in \d+ minutes?\.$/);
    expect(await allTripPlanRows(app.database.dataSource)).toEqual(before);
  });
});
