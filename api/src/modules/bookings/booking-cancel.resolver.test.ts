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

  it('refuses to cancel within 24 hours of departure (IST), with the spec text, and changes nothing', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    // Departure tomorrow: its 00:00 IST is always less than 24 hours away.
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[2]!.id, { arrivalDate: indiaDateIn(0), departureDate: indiaDateIn(1) }));
    const { data } = await cancel(booking.id, traveller.token);
    expect(data!.cancelBooking.errors).toEqual([
      { code: 'TOO_LATE_TO_CANCEL', field: ['input', 'bookingId'], message: '❌ You can only cancel at least 24 hours before departure.' },
    ]);
    expect(await statusOf(booking.databaseId)).toBe('CONFIRMED');
  });

  it('allows cancelling a departure the day after tomorrow (at least 24 hours away)', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[2]!.id, { arrivalDate: indiaDateIn(2), departureDate: indiaDateIn(2) }));
    expect((await cancel(booking.id, traveller.token)).data!.cancelBooking.errors).toEqual([]);
  });

  it('lets exactly one of two concurrent cancels win; the other is told it is already cancelled', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const booking = await bookAs(app, traveller.token, aBookingInput(tours[3]!.id));
    const answers = await Promise.all([cancel(booking.id, traveller.token), cancel(booking.id, traveller.token)]);
    const codes = answers.map(({ data }) => data!.cancelBooking.errors[0]?.code ?? 'OK').sort();
    expect(codes).toEqual(['ALREADY_CANCELLED', 'OK']);
    const [{ count }] = await app.database.dataSource.query(`SELECT count(*)::int AS count FROM bookings WHERE id = $1 AND status = 'CANCELLED'`, [booking.databaseId]);
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
