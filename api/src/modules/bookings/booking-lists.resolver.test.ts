import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js';
import type { Nodes } from '../../testing/graphql-shapes.js';
import { Role } from '../../graphql/viewer.js';
import { genericPlanOf } from '../../testing/generic-plan.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { CANCEL_BOOKING, aBookingInput, bookAs, indiaDateIn, specialTours, type BookingResult, type TourCard } from './booking.fixtures.js';

let app: TestApp;
let smtp: TestSmtpServer;
let tours: TourCard[];
let admin: { token: string };
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ smtpUrl: smtp.url });
  tours = await specialTours(app);
  admin = await signedInAccount(app, Role.ADMIN);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

type Listed = Pick<BookingResult, 'reference' | 'tourState' | 'email'>;
const ALL_BOOKINGS = `query($filter: BookingFilter, $first: Int) { bookings(first: $first, filter: $filter) { nodes { reference tourState email } } }`;
const allBookings = async (filter: Record<string, string>, first = 100) =>
  (await app.graphql<{ bookings: Nodes<Listed> }>(ALL_BOOKINGS, { filter, first }, { token: admin.token })).data!.bookings.nodes;
const topStates = async () =>
  (await app.graphql<{ topBookedStates: { state: string; count: number }[] }>(`{ topBookedStates { state count } }`, {}, { token: admin.token })).data!
    .topBookedStates;

describe('bookings (admin): filter by state, search by reference', () => {
  it('lists a Golden Triangle booking under each of the states it visits', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput('999'));
    expect(booking).toMatchObject({ tourTitle: 'Golden Triangle Tour', tourState: 'Delhi, Uttar Pradesh, Rajasthan', tourRoute: 'Delhi → Agra → Jaipur → Delhi' });
    for (const state of ['Delhi', 'uttar pradesh', 'RAJASTHAN']) {
      expect((await allBookings({ state })).map((listed) => listed.reference)).toContain(booking.reference);
    }
    expect((await allBookings({ state: 'Kerala' })).map((listed) => listed.reference)).not.toContain(booking.reference);
  });

  it('finds one booking by its reference, in any letter case, with or without "IT-"', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[5]!.id));
    for (const reference of [booking.reference, booking.reference.toLowerCase(), ` ${booking.reference.slice(3)} `]) {
      expect(await allBookings({ reference })).toEqual([{ reference: booking.reference, tourState: tours[5]!.name, email: traveller.email }]);
    }
    expect(await allBookings({ reference: 'IT-2222222' })).toEqual([]);
  });

  it('pages a state filter newest first', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const made = [];
    for (let index = 0; index < 3; index += 1) made.push(await bookAs(app, traveller.token, aBookingInput(tours[6]!.id)));
    const page = await allBookings({ state: tours[6]!.name }, 2);
    expect(page.map((listed) => listed.reference)).toEqual(made.slice(1).reverse().map((booking) => booking.reference));
  });

  it("pages a state by the (state, booking) index in the one plan PostgreSQL keeps for the page's statement", async () => {
    // With its total, as the admin desk asks: the kept count read beside the page must not change how the page is walked.
    const PAGE_AFTER = `query($filter: BookingFilter, $after: String) { bookings(first: 1, after: $after, filter: $filter) { totalCount pageInfo { endCursor } } }`;
    const traveller = await signedInAccount(app, Role.USER);
    for (let index = 0; index < 2; index += 1) await bookAs(app, traveller.token, aBookingInput(tours[11]!.id));
    const filter = { state: tours[11]!.name };
    const first = await app.graphql<{ bookings: { pageInfo: { endCursor: string } } }>(PAGE_AFTER, { filter }, { token: admin.token });
    app.queries.reset();
    await app.graphql(PAGE_AFTER, { filter, after: first.data!.bookings.pageInfo.endCursor }, { token: admin.token });
    const index = app.queries.statements.findIndex((statement) => statement.includes('booking_states'));
    const plan = await genericPlanOf(app.database.dataSource, app.queries.statements[index]!, app.queries.parameters[index] ?? []);
    expect(plan).toMatch(/Index (Only )?Scan Backward using booking_states_state_idx/);
    // The state and the cursor both bound the index walk: a deep page costs what the first does.
    expect(plan).toMatch(/Index Cond: \(\(lower\(\(state\)::text\) = lower\(\$1\)\) AND \(booking_id < \$2\)\)/);
    expect(plan).not.toMatch(/Seq Scan on booking|Sort/);
  });
});

describe('bookings (admin): the total of a filtered list', () => {
  const LIST_WITH_TOTAL = `query($filter: BookingFilter) { bookings(first: 100, filter: $filter) { totalCount nodes { reference } } }`;
  const listWithTotal = async (filter: Record<string, string>) =>
    (await app.graphql<{ bookings: Nodes<{ reference: string }> & { totalCount: number } }>(LIST_WITH_TOTAL, { filter }, { token: admin.token }))
      .data!.bookings;
  const visitsOf = async (state: string) =>
    ((await app.database.dataSource.query(`SELECT count(*)::int AS count FROM booking_states WHERE lower(state) = lower($1)`, [state])) as [
      { count: number },
    ])[0].count;

  it('counts every booking visiting the state, in any letter case, and still counts one once cancelled', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const tour = tours[7]!;
    const before = (await listWithTotal({ state: tour.name })).totalCount;
    const made = [await bookAs(app, traveller.token, aBookingInput(tour.id)), await bookAs(app, traveller.token, aBookingInput(tour.id))];
    await bookAs(app, traveller.token, aBookingInput('999'));
    for (const state of [tour.name, tour.name.toUpperCase(), ` ${tour.name.toLowerCase()} `]) {
      const list = await listWithTotal({ state });
      expect(list.totalCount).toBe(before + 2);
      expect(list.totalCount).toBe(list.nodes.length);
    }
    await app.graphql(CANCEL_BOOKING, { bookingId: made[0]!.id }, { token: traveller.token });
    const afterCancel = await listWithTotal({ state: tour.name.toLowerCase() });
    expect(afterCancel.nodes.map((listed) => listed.reference)).toContain(made[0]!.reference);
    expect(afterCancel.totalCount).toBe(before + 2);
    for (const state of [tour.name, 'uttar pradesh']) expect((await listWithTotal({ state })).totalCount).toBe(await visitsOf(state));
    expect((await listWithTotal({ state: 'Atlantis' })).totalCount).toBe(0);
  });

  it("reads a state's total from its kept count in the page's own statement, not by counting the state's bookings", async () => {
    const traveller = await signedInAccount(app, Role.USER);
    await bookAs(app, traveller.token, aBookingInput(tours[8]!.id));
    const visits = await visitsOf(tours[8]!.name);
    app.queries.reset();
    expect((await listWithTotal({ state: tours[8]!.name })).totalCount).toBe(visits);
    // The page walks booking_states once, and reads the kept count beside its rows (the session has a statement of its own).
    const bookingStatements = app.queries.statements.filter((statement) => /booking_states|state_booking_counts/.test(statement));
    expect(bookingStatements).toHaveLength(1);
    expect(bookingStatements[0]).toMatch(/JOIN booking_states[\s\S]*state_booking_counts|state_booking_counts[\s\S]*JOIN booking_states/);
  });

  it("reads a state's total on its own when the page is empty, and not at all when no one asks for it", async () => {
    const PAGE_AFTER = `query($filter: BookingFilter, $after: String) { bookings(first: 100, after: $after, filter: $filter) { totalCount nodes { reference } pageInfo { endCursor } } }`;
    type PageAfter = { bookings: { totalCount: number; nodes: unknown[]; pageInfo: { endCursor: string } } };
    const filter = { state: tours[8]!.name };
    const visits = await visitsOf(tours[8]!.name);
    const first = await app.graphql<PageAfter>(PAGE_AFTER, { filter }, { token: admin.token });
    app.queries.reset();
    const past = await app.graphql<PageAfter>(PAGE_AFTER, { filter, after: first.data!.bookings.pageInfo.endCursor }, { token: admin.token });
    expect(past.data!.bookings).toMatchObject({ nodes: [], totalCount: visits });
    expect(app.queries.statements.filter((statement) => /booking_states|state_booking_counts/.test(statement))).toHaveLength(2);
    app.queries.reset();
    await app.graphql(`query($filter: BookingFilter) { bookings(first: 6, filter: $filter) { nodes { reference } } }`, { filter }, { token: admin.token });
    expect(app.queries.statements.filter((statement) => statement.includes('state_booking_counts'))).toHaveLength(0);
  });

  it('counts a state and a reference together by the bookings they match', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[9]!.id));
    expect((await listWithTotal({ state: tours[9]!.name, reference: booking.reference })).totalCount).toBe(1);
    expect((await listWithTotal({ state: tours[10]!.name, reference: booking.reference })).totalCount).toBe(0);
  });
});

describe('topBookedStates: counts kept with every booking and cancellation', () => {
  it('matches a recount of confirmed and of all bookings after concurrent bookings and cancels', async () => {
    const travellers = await Promise.all(Array.from({ length: 4 }, () => signedInAccount(app, Role.USER)));
    const inputs = travellers.flatMap((traveller, index) =>
      [tours[index]!.id, '999', tours[0]!.id].map((tourId) => ({ token: traveller.token, input: aBookingInput(tourId) })),
    );
    const booked = await Promise.all(inputs.map(({ token, input }) => bookAs(app, token, input).then((booking) => ({ token, booking }))));
    await Promise.all(
      booked.filter((_, index) => index % 2 === 0).map(({ token, booking }) => app.graphql(CANCEL_BOOKING, { bookingId: booking.id }, { token })),
    );
    const recount = await app.database.dataSource.query(`
      SELECT bs.state, count(*)::int AS count FROM booking_states bs JOIN bookings b ON b.id = bs.booking_id
      WHERE b.status = 'CONFIRMED' GROUP BY bs.state ORDER BY count DESC, bs.state LIMIT 5`);
    expect(await topStates()).toEqual(recount);
    const counts = await app.database.dataSource.query(`SELECT state, confirmed AS count, booked FROM state_booking_counts WHERE booked > 0 ORDER BY state`);
    const fullRecount = await app.database.dataSource.query(`
      SELECT bs.state, count(*) FILTER (WHERE b.status = 'CONFIRMED')::int AS count, count(*)::int AS booked
      FROM booking_states bs JOIN bookings b ON b.id = bs.booking_id GROUP BY bs.state ORDER BY bs.state`);
    expect(counts).toEqual(fullRecount);
  });
});

describe('myBookings: the overlap the web warns about', () => {
  it('lists only confirmed own bookings sharing at least a day with the span', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const trip = await bookAs(app, traveller.token, aBookingInput(tours[1]!.id, { arrivalDate: indiaDateIn(20), departureDate: indiaDateIn(24) }));
    const cancelled = await bookAs(app, traveller.token, aBookingInput(tours[2]!.id, { arrivalDate: indiaDateIn(20), departureDate: indiaDateIn(24) }));
    await app.graphql(CANCEL_BOOKING, { bookingId: cancelled.id }, { token: traveller.token });
    const overlapping = async (from: number, to: number) =>
      (
        await app.graphql<{ myBookings: Nodes<{ reference: string }> }>(
          `query($from: LocalDate!, $to: LocalDate!) { myBookings(filter: { status: CONFIRMED, overlapping: { from: $from, to: $to } }) { nodes { reference } } }`,
          { from: indiaDateIn(from), to: indiaDateIn(to) },
          { token: traveller.token },
        )
      ).data!.myBookings.nodes.map((node) => node.reference);
    expect(await overlapping(24, 30)).toEqual([trip.reference]);
    expect(await overlapping(10, 20)).toEqual([trip.reference]);
    expect(await overlapping(25, 30)).toEqual([]);
    expect(await overlapping(10, 19)).toEqual([]);
  });
});

describe('confirmationMailStatus', () => {
  it('follows the confirmation mail from PENDING to SENT for its owner', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[3]!.id));
    expect(['PENDING', 'SENT']).toContain(booking.confirmationMailStatus);
    await smtp.waitForMail(traveller.email);
    const status = async () =>
      (await app.graphql<{ node: { confirmationMailStatus: string } }>(`query($id: ID!) { node(id: $id) { ... on Booking { confirmationMailStatus } } }`, { id: booking.id }, { token: traveller.token }))
        .data!.node.confirmationMailStatus;
    await expect.poll(status).toBe('SENT');
  });
});
