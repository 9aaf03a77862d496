import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js';
import type { Nodes } from '../../testing/graphql-shapes.js';
import { Role } from '../../graphql/viewer.js';
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
});

describe('topBookedStates: counts kept with every booking and cancellation', () => {
  it('matches a recount of confirmed bookings after concurrent bookings and cancels', async () => {
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
    const counts = await app.database.dataSource.query(`SELECT state, confirmed AS count FROM state_booking_counts WHERE confirmed > 0 ORDER BY state`);
    const fullRecount = await app.database.dataSource.query(`
      SELECT bs.state, count(*)::int AS count FROM booking_states bs JOIN bookings b ON b.id = bs.booking_id
      WHERE b.status = 'CONFIRMED' GROUP BY bs.state ORDER BY bs.state`);
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
