import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Nodes } from '../../testing/graphql-shapes.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { BOOK, CANCEL_BOOKING, MY_BOOKINGS, aBookingInput, allBookingRows, bookAs, specialTours, type TourCard } from './booking.fixtures.js';

/*
 * Spec §6, enforced by the server: booking and one's own bookings need an account; every booking,
 * the state filter and the top states are for admins. Each refused call changes and reveals nothing.
 */
type Account = { id: number; email: string; token: string };
let app: TestApp;
let tours: TourCard[];
let user: Account;
let otherUser: Account;
let admin: Account;
let usersBooking: { id: string; databaseId: number };
beforeAll(async () => {
  app = await startTestApp();
  tours = await specialTours(app);
  [user, otherUser, admin] = [await signedInAccount(app, Role.USER), await signedInAccount(app, Role.USER), await signedInAccount(app, Role.ADMIN)];
  const plan: [Account, number][] = [[user, 0], [user, 0], [user, 1], [otherUser, 0], [otherUser, 1], [otherUser, 2], [otherUser, 2], [otherUser, 3], [otherUser, 4], [otherUser, 5]];
  for (const [account, tourIndex] of plan) await bookAs(app, account.token, aBookingInput(tours[tourIndex]!.id));
  const cancelled = await bookAs(app, admin.token, aBookingInput(tours[1]!.id));
  await app.graphql(CANCEL_BOOKING, { bookingId: cancelled.id }, { token: admin.token });
  usersBooking = await bookAs(app, user.token, aBookingInput(tours[0]!.id));
});
afterAll(() => app.close());

const ALL_BOOKINGS = `query($state: String, $first: Int) { bookings(filter: { state: $state }, first: $first) { nodes { id name email tourState } totalCount } }`;
const TOP_STATES = `{ topBookedStates { state count } }`;
const BOOKING_NODE = `query($id: ID!) { node(id: $id) { id ... on Booking { email phone } } }`;
type AllBookingsData = { bookings: Nodes<{ id: string; name: string; email: string; tourState: string }> & { totalCount: number } };
type TopStatesData = { topBookedStates: { state: string; count: number }[] };
type BookingNodeData = { node: { id: string; email: string; phone: string } | null };
const as = (account?: Account) => (account ? { token: account.token } : {});

/** Runs the call and checks it was refused with `code`, revealing no email and changing no booking. */
async function expectRefused(query: string, variables: Record<string, unknown>, account: Account | undefined, code: string) {
  const before = await allBookingRows(app.database.dataSource);
  const { data, errors } = await app.graphql(query, variables, as(account));
  expect(errors![0]!.extensions!.code).toBe(code);
  expect(JSON.stringify(data ?? null)).not.toContain('@');
  expect(await allBookingRows(app.database.dataSource)).toEqual(before);
}

describe('a visitor', () => {
  it('may not book (UNAUTHENTICATED; nothing saved)', () => expectRefused(BOOK, { input: aBookingInput(tours[0]!.id) }, undefined, 'UNAUTHENTICATED'));
  it('may not list bookings of their own', () => expectRefused(MY_BOOKINGS, {}, undefined, 'UNAUTHENTICATED'));
  it('may not cancel a booking (nothing changed)', () => expectRefused(CANCEL_BOOKING, { bookingId: usersBooking.id }, undefined, 'UNAUTHENTICATED'));
  it('may not list every booking', () => expectRefused(ALL_BOOKINGS, {}, undefined, 'UNAUTHENTICATED'));
  it('may not see the top states', () => expectRefused(TOP_STATES, {}, undefined, 'UNAUTHENTICATED'));
  it('gets NOT_FOUND for a booking by ID', () => expectRefused(BOOKING_NODE, { id: usersBooking.id }, undefined, 'NOT_FOUND'));
});

describe('a user', () => {
  it('may not list every booking (FORBIDDEN)', () => expectRefused(ALL_BOOKINGS, {}, user, 'FORBIDDEN'));
  it('may not filter bookings by state (FORBIDDEN)', () => expectRefused(ALL_BOOKINGS, { state: tours[0]!.name }, user, 'FORBIDDEN'));
  it('may not see the top states (FORBIDDEN)', () => expectRefused(TOP_STATES, {}, user, 'FORBIDDEN'));

  it("may not cancel another person's booking: NOT_FOUND, exactly as for a missing one, and it stays confirmed", async () => {
    await expectRefused(CANCEL_BOOKING, { bookingId: usersBooking.id }, otherUser, 'NOT_FOUND');
    const theirs = await app.graphql(CANCEL_BOOKING, { bookingId: usersBooking.id }, as(otherUser));
    const missing = await app.graphql(CANCEL_BOOKING, { bookingId: toGlobalId('Booking', 999_999) }, as(otherUser));
    expect(theirs.errors).toEqual(missing.errors);
  });

  it("gets NOT_FOUND for another person's booking by ID, exactly as for a missing one", async () => {
    await expectRefused(BOOKING_NODE, { id: usersBooking.id }, otherUser, 'NOT_FOUND');
    const theirs = await app.graphql(BOOKING_NODE, { id: usersBooking.id }, as(otherUser));
    const missing = await app.graphql(BOOKING_NODE, { id: toGlobalId('Booking', 999_999) }, as(otherUser));
    expect(theirs.errors![0]!.extensions).toEqual(missing.errors![0]!.extensions);
  });

  it('reads their own booking by ID', async () => {
    const { data } = await app.graphql<BookingNodeData>(BOOKING_NODE, { id: usersBooking.id }, as(user));
    expect(data!.node).toEqual({ id: usersBooking.id, email: user.email, phone: '9876543210' });
  });
});

describe('an admin', () => {
  it("lists every booking with the booker's name and email, newest first, 6 per page by default", async () => {
    const { data } = await app.graphql<AllBookingsData>(ALL_BOOKINGS, {}, as(admin));
    expect(data!.bookings.totalCount).toBe(12);
    expect(data!.bookings.nodes).toHaveLength(6);
    expect(data!.bookings.nodes[0]).toEqual({ id: usersBooking.id, name: 'Asha Rao', email: user.email, tourState: tours[0]!.name });
  });

  it('filters them by state, in any letter case', async () => {
    const { data } = await app.graphql<AllBookingsData>(ALL_BOOKINGS, { state: tours[2]!.name.toUpperCase(), first: 20 }, as(admin));
    expect(data!.bookings.nodes.map((node) => node.tourState)).toEqual([tours[2]!.name, tours[2]!.name]);
    expect(data!.bookings.nodes.every((node) => node.email === otherUser.email)).toBe(true);
  });

  it('sees the 5 states with the most confirmed bookings, most first, ties by name; cancelled ones do not count', async () => {
    const { data } = await app.graphql<TopStatesData>(TOP_STATES, {}, as(admin));
    expect(data!.topBookedStates).toEqual([
      { state: tours[0]!.name, count: 4 },
      { state: tours[1]!.name, count: 2 },
      { state: tours[2]!.name, count: 2 },
      { state: tours[3]!.name, count: 1 },
      { state: tours[4]!.name, count: 1 },
    ]);
  });

  it('reads any booking by ID', async () => {
    const { data } = await app.graphql<BookingNodeData>(BOOKING_NODE, { id: usersBooking.id }, as(admin));
    expect(data!.node!.email).toBe(user.email);
  });
});
