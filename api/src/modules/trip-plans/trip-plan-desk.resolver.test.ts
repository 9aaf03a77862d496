import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../graphql/viewer.js';
import type { PayloadError } from '../../testing/graphql-shapes.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { allTripPlanRows, insertTripPlan, seededStates, type SeededState } from './trip-plan.fixtures.js';

/* The operator's desk (admins only, spec §6): every plan, newest first, and forward-only status moves. */
const TRIP_PLANS = `query($first: Int, $after: String, $filter: TripPlanFilter) {
  tripPlans(first: $first, after: $after, filter: $filter) { nodes { id status email } pageInfo { hasNextPage endCursor } totalCount }
}`;
type TripPlansData = {
  tripPlans: { nodes: { id: string; status: string; email: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; totalCount: number };
};
const UPDATE_STATUS = `mutation($input: UpdateTripPlanStatusInput!) {
  updateTripPlanStatus(input: $input) { tripPlan { id status statusChangedAt } errors { code field message } }
}`;
type UpdateStatusData = { updateTripPlanStatus: { tripPlan: { id: string; status: string; statusChangedAt: string | null } | null; errors: PayloadError[] } };

let app: TestApp;
let user: { token: string };
let admin: { token: string };
let state: SeededState;
beforeAll(async () => {
  app = await startTestApp();
  [user, admin] = [await signedInAccount(app), await signedInAccount(app, Role.ADMIN)];
  [state] = (await seededStates(app.database.dataSource, 1)) as [SeededState];
});
afterAll(() => app.close());

const list = (variables: Record<string, unknown>, token = admin.token) => app.graphql<TripPlansData>(TRIP_PLANS, variables, { token });
const move = (id: string, status: string, token = admin.token) => app.graphql<UpdateStatusData>(UPDATE_STATUS, { input: { id, status } }, { token });

describe('tripPlans', () => {
  it('pages every plan newest first, with totalCount, and filters by status', async () => {
    const made = [await insertTripPlan(app.database.dataSource, state), await insertTripPlan(app.database.dataSource, state, 'CONTACTED'), await insertTripPlan(app.database.dataSource, state)];
    const first = (await list({ first: 2 })).data!.tripPlans;
    expect(first.nodes.map((plan) => plan.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await list({ first: 2, after: first.pageInfo.endCursor })).data!.tripPlans;
    expect(second.nodes[0]!.id).toBe(made[0]!.id);
    const contacted = (await list({ filter: { status: 'CONTACTED' } })).data!.tripPlans;
    expect(contacted.nodes.every((plan) => plan.status === 'CONTACTED')).toBe(true);
    expect(contacted.nodes.map((plan) => plan.id)).toContain(made[1]!.id);
    expect(contacted.totalCount).toBe(contacted.nodes.length);
  });
});

describe('updateTripPlanStatus: forward only, NEW → CONTACTED → CLOSED (NEW → CLOSED too)', () => {
  it('moves a plan forward and stamps when', async () => {
    const plan = await insertTripPlan(app.database.dataSource, state);
    const contacted = (await move(plan.id, 'CONTACTED')).data!.updateTripPlanStatus;
    expect(contacted).toEqual({ tripPlan: { id: plan.id, status: 'CONTACTED', statusChangedAt: expect.any(String) }, errors: [] });
    expect((await move(plan.id, 'CLOSED')).data!.updateTripPlanStatus.tripPlan!.status).toBe('CLOSED');
    const skipping = await insertTripPlan(app.database.dataSource, state);
    expect((await move(skipping.id, 'CLOSED')).data!.updateTripPlanStatus.tripPlan!.status).toBe('CLOSED');
  });

  it.each([
    ['CONTACTED', 'NEW', 'This trip plan is contacted; it can only move forward (new → contacted → closed), so it cannot become new.'],
    ['CLOSED', 'CONTACTED', 'This trip plan is closed; it can only move forward (new → contacted → closed), so it cannot become contacted.'],
    ['CONTACTED', 'CONTACTED', 'This trip plan is contacted; it can only move forward (new → contacted → closed), so it cannot become contacted.'],
    ['NEW', 'NEW', 'This trip plan is new; it can only move forward (new → contacted → closed), so it cannot become new.'],
  ] as const)('refuses %s → %s with STATUS_NOT_FORWARD and changes nothing', async (current, next, message) => {
    const plan = await insertTripPlan(app.database.dataSource, state, current);
    const before = await allTripPlanRows(app.database.dataSource);
    expect((await move(plan.id, next)).data!.updateTripPlanStatus).toEqual({ tripPlan: null, errors: [{ code: 'STATUS_NOT_FORWARD', field: ['input', 'status'], message }] });
    expect(await allTripPlanRows(app.database.dataSource)).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown or malformed ID', async () => {
    for (const id of [Buffer.from('TripPlan:999999').toString('base64url'), 'not-an-id']) {
      expect((await move(id, 'CLOSED')).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    }
  });
});

describe('the desk refuses a visitor (UNAUTHENTICATED) and a user (FORBIDDEN), revealing and changing nothing', () => {
  it.each([
    ['a visitor', undefined, 'UNAUTHENTICATED'],
    ['a user', 'user', 'FORBIDDEN'],
  ] as const)('refuses %s the list, the status move and node(id:)', async (_who, role, code) => {
    const token = role ? user.token : undefined;
    const plan = await insertTripPlan(app.database.dataSource, state);
    const before = await allTripPlanRows(app.database.dataSource);
    const options = token ? { token } : {};
    const listed = await app.graphql<TripPlansData>(TRIP_PLANS, {}, options);
    const moved = await app.graphql<UpdateStatusData>(UPDATE_STATUS, { input: { id: plan.id, status: 'CONTACTED' } }, options);
    const read = await app.graphql<{ node: unknown }>(`query($id: ID!) { node(id: $id) { id } }`, { id: plan.id }, options);
    expect([listed, moved].map((answer) => [answer.data, answer.errors![0]!.extensions!.code])).toEqual([[null, code], [null, code]]);
    expect([read.data!.node, read.errors![0]!.extensions!.code]).toEqual([null, 'NOT_FOUND']);
    expect(JSON.stringify([listed, moved, read])).not.toContain('@');
    expect(await allTripPlanRows(app.database.dataSource)).toEqual(before);
  });
});
