import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { Role } from '../../graphql/viewer.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import {
  CANCEL_BOOKING,
  MY_BOOKINGS,
  aBookingInput,
  allBookingRows,
  bookAs,
  moveTrip,
  type CancelBookingData,
  type MyBookingsData,
  indiaDateIn,
  specialTours,
  type TourCard,
} from './booking.fixtures.js';

let app: TestApp;
let tours: TourCard[];
beforeAll(async () => {
  app = await startTestApp();
  tours = await specialTours(app);
});
afterAll(() => app.close());

const cancel = (bookingId: string, token: string) => app.graphql<CancelBookingData>(CANCEL_BOOKING, { bookingId }, { token });
const statusOf = async (databaseId: number) =>
  (await app.database.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [databaseId]))[0].status as string;

describe('myBookings', () => {
  it("lists only the caller's own bookings, newest first, 6 per page (spec §9)", async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const other = await signedInAccount(app, Role.USER);
    const mine = [];
    for (const tour of tours.slice(0, 7)) mine.push(await bookAs(app, traveller.token, aBookingInput(tour.id)));
    await bookAs(app, other.token, aBookingInput(tours[0]!.id));

    const first = (await app.graphql<MyBookingsData>(MY_BOOKINGS, {}, { token: traveller.token })).data!.myBookings;
    expect(first.nodes.map((booking) => booking.id)).toEqual(mine.slice(1).reverse().map((booking) => booking.id));
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.totalCount).toBe(7);
    const second = (await app.graphql<MyBookingsData>(MY_BOOKINGS, { after: first.pageInfo.endCursor }, { token: traveller.token })).data!.myBookings;
    expect(second.nodes.map((booking) => booking.id)).toEqual([mine[0]!.id]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(JSON.stringify([first, second])).not.toContain(other.email);
  });

  it("lists an admin's own bookings like a user's", async () => {
    const admin = await signedInAccount(app, Role.ADMIN);
    const booking = await bookAs(app, admin.token, aBookingInput(tours[0]!.id));
    const { data } = await app.graphql<MyBookingsData>(MY_BOOKINGS, {}, { token: admin.token });
    expect(data!.myBookings.nodes.map((node) => node.id)).toEqual([booking.id]);
  });
});

describe('cancelBooking', () => {
  it('cancels the owner\'s confirmed booking: CANCELLED, with the time, and no longer cancellable', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[1]!.id));
    const { data } = await cancel(booking.id, traveller.token);
    expect(data!.cancelBooking.errors).toEqual([]);
    expect(data!.cancelBooking.booking).toMatchObject({ id: booking.id, status: 'CANCELLED', isCancellable: false });
    expect(data!.cancelBooking.booking!.cancelledAt).not.toBeNull();
    expect(await statusOf(booking.databaseId)).toBe('CANCELLED');
  });

  it('refuses a second cancel: cancelled is final (spec §4)', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[1]!.id));
    await cancel(booking.id, traveller.token);
    const before = await allBookingRows(app.database.dataSource);
    const { data } = await cancel(booking.id, traveller.token);
    expect(data!.cancelBooking).toEqual({
      booking: null,
      errors: [{ code: 'ALREADY_CANCELLED', field: ['input', 'bookingId'], message: 'This booking is already cancelled.' }],
    });
    expect(await allBookingRows(app.database.dataSource)).toEqual(before);
  });

  it('refuses to cancel a trip starting within 24 hours (IST), with the spec text, and changes nothing', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[2]!.id));
    // Arrival tomorrow: its 00:00 IST is always less than 24 hours away.
    await moveTrip(app.database.dataSource, booking.databaseId, indiaDateIn(1), indiaDateIn(5));
    const { data } = await cancel(booking.id, traveller.token);
    expect(data!.cancelBooking.errors).toEqual([
      { code: 'TOO_LATE_TO_CANCEL', field: ['input', 'bookingId'], message: '❌ You can only cancel at least 24 hours before departure.' },
    ]);
    expect(await statusOf(booking.databaseId)).toBe('CONFIRMED');
  });

  it('refuses to cancel a trip under way, whose departure is still days ahead', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[2]!.id));
    await moveTrip(app.database.dataSource, booking.databaseId, indiaDateIn(-2), indiaDateIn(5));
    expect((await cancel(booking.id, traveller.token)).data!.cancelBooking.errors.map((error) => error.code)).toEqual(['TOO_LATE_TO_CANCEL']);
  });

  it('allows cancelling a trip starting the day after tomorrow (at least 24 hours away), charging 100% then', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[2]!.id));
    await moveTrip(app.database.dataSource, booking.databaseId, indiaDateIn(2));
    const { data } = await cancel(booking.id, traveller.token);
    expect(data!.cancelBooking.errors).toEqual([]);
    const [row] = await app.database.dataSource.query(`SELECT cancellation_fee_percent, cancellation_fee, refund FROM bookings WHERE id = $1`, [booking.databaseId]);
    expect(row).toEqual({ cancellation_fee_percent: 100, cancellation_fee: booking.totalPrice, refund: 0 });
  });

  it('lets exactly one of 50 concurrent cancels win, with one cancellation mail; the others are told it is already cancelled', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[3]!.id));
    const answers = await Promise.all(Array.from({ length: 50 }, () => cancel(booking.id, traveller.token)));
    const codes = answers.map(({ data }) => data!.cancelBooking.errors[0]?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes.filter((code) => code === 'ALREADY_CANCELLED')).toHaveLength(49);
    const [{ count }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE subject = $1`,
      [`Booking cancelled: ${booking.tourTitle} (${booking.reference})`],
    );
    expect(count).toBe(1);
  });

  it("lets an admin cancel their own booking, but not another person's (FORBIDDEN, nothing changed)", async () => {
    const admin = await signedInAccount(app, Role.ADMIN);
    const traveller = await signedInAccount(app, Role.USER);
    const own = await bookAs(app, admin.token, aBookingInput(tours[4]!.id));
    expect((await cancel(own.id, admin.token)).data!.cancelBooking.booking!.status).toBe('CANCELLED');
    const theirs = await bookAs(app, traveller.token, aBookingInput(tours[4]!.id));
    const { data, errors } = await cancel(theirs.id, admin.token);
    expect(data).toBeNull();
    expect(errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await statusOf(theirs.databaseId)).toBe('CONFIRMED');
  });
});
