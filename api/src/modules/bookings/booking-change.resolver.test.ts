import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../graphql/viewer.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { AVAILABILITY, setDates, type AvailabilityData } from '../availability/availability.fixtures.js';
import { aBookingInput, bookAs, indiaDateIn, moveTrip, specialTours, type TourCard } from './booking.fixtures.js';

const QUOTE = `query Quote($input: ChangeBookingInput!) {
  bookingChangeQuote(input: $input) { version quote { totalBefore totalAfter travellersRemoved feePercent fee summary } errors { code field message } }
}`;
const CHANGE = `mutation Change($input: ChangeBookingInput!) {
  changeBooking(input: $input) {
    booking { id reference arrivalDate departureDate adults children totalPrice version
      changes { byAdmin arrivalBefore arrivalAfter adultsBefore adultsAfter totalBefore totalAfter fee } }
    quote { totalAfter fee }
    errors { code field message }
  }
}`;
type ChangeData = {
  changeBooking: {
    booking: { reference: string; arrivalDate: string; adults: number; totalPrice: number; version: number; changes: Record<string, unknown>[] } | null;
    quote: { totalAfter: number; fee: number } | null;
    errors: { code: string; field: string[]; message: string }[];
  };
};
type QuoteData = { bookingChangeQuote: { version: number | null; quote: Record<string, unknown> | null; errors: { code: string; message: string }[] } };

let app: TestApp;
let user: { token: string };
let admin: { token: string };
let tours: TourCard[];
beforeAll(async () => {
  app = await startTestApp();
  [user, admin] = [await signedInAccount(app, Role.USER), await signedInAccount(app, Role.ADMIN)];
  tours = await specialTours(app);
});
afterAll(() => app.close());

const seatsLeftOn = async (tourId: string, date: string) =>
  (await app.graphql<AvailabilityData>(AVAILABILITY, { id: tourId, from: date, to: date })).data!.node!.availability[0]!.seatsLeft;
const change = (input: Record<string, unknown>, token = user.token) => app.graphql<ChangeData>(CHANGE, { input }, { token });
const quote = (input: Record<string, unknown>, token = user.token) => app.graphql<QuoteData>(QUOTE, { input }, { token });
const trip = (arrival: number, adults: number, children: number) => ({ arrivalDate: indiaDateIn(arrival), departureDate: indiaDateIn(arrival + 3), adults, children });

describe('changing a booking (spec §9: 10 days notice)', () => {
  it('quotes, then moves the booking to new dates and fewer travellers: seats move, the fee is charged, the reference stays', async () => {
    const tour = tours[0]!;
    const booking = await bookAs(app, user.token, aBookingInput(tour.id, { ...trip(40, 3, 1) }));
    const wanted = { bookingId: booking.id, ...trip(50, 2, 0) };
    const { data: quoted } = await quote(wanted);
    const price = tour.pricePerPerson;
    // 40 days ahead: the 30% band; two of four travellers removed.
    expect(quoted!.bookingChangeQuote).toMatchObject({
      version: 0,
      quote: { totalBefore: 4 * price, totalAfter: 2 * price, travellersRemoved: 2, feePercent: 30, fee: Math.floor((2 * price * 30 + 50) / 100) },
      errors: [],
    });
    const { data } = await change({ ...wanted, expectedVersion: 0, idempotencyKey: 'change-0001' });
    expect(data!.changeBooking.errors).toEqual([]);
    expect(data!.changeBooking.booking).toMatchObject({ reference: booking.reference, arrivalDate: indiaDateIn(50), adults: 2, totalPrice: 2 * price, version: 1 });
    expect(data!.changeBooking.booking!.changes).toEqual([
      { byAdmin: false, arrivalBefore: indiaDateIn(40), arrivalAfter: indiaDateIn(50), adultsBefore: 3, adultsAfter: 2, totalBefore: 4 * price, totalAfter: 2 * price, fee: Math.floor((2 * price * 30 + 50) / 100) },
    ]);
    expect(await seatsLeftOn(tour.id, indiaDateIn(40))).toBe(40);
    expect(await seatsLeftOn(tour.id, indiaDateIn(50))).toBe(38);

    // The same key again changes nothing more, even with other values.
    const repeated = await change({ bookingId: booking.id, ...trip(60, 1, 0), idempotencyKey: 'change-0001' });
    expect(repeated.data!.changeBooking).toMatchObject({ booking: { version: 1, arrivalDate: indiaDateIn(50) }, quote: null, errors: [] });
    expect(await seatsLeftOn(tour.id, indiaDateIn(50))).toBe(38);
  });

  it('refuses a trip starting in less than 10 days, naming the rule; an admin may still change it', async () => {
    const booking = await bookAs(app, user.token, aBookingInput(tours[1]!.id, { ...trip(30, 2, 0) }));
    await moveTrip(app.database.dataSource, booking.databaseId, indiaDateIn(9), indiaDateIn(12));
    const { data } = await change({ bookingId: booking.id, ...trip(20, 2, 0) });
    expect(data!.changeBooking.errors).toEqual([
      {
        code: 'TOO_LATE_TO_CHANGE',
        field: ['input', 'bookingId'],
        message: `Changes need at least 10 days' notice before departure: this trip starts on ${indiaDateIn(9).split('-').reverse().join('/')}, so it can no longer be changed online. Please contact us.`,
      },
    ]);
    const byAdmin = await change({ bookingId: booking.id, ...trip(20, 2, 0) }, admin.token);
    expect(byAdmin.data!.changeBooking.errors).toEqual([]);
    expect(byAdmin.data!.changeBooking.booking!.changes[0]).toMatchObject({ byAdmin: true });
  });

  it('refuses a new date without seats for the party, and changes nothing', async () => {
    const tour = tours[2]!;
    const booking = await bookAs(app, user.token, aBookingInput(tour.id, { ...trip(35, 2, 0) }));
    await setDates(app, admin.token, { tourId: tour.id, dates: [indiaDateIn(45)], seats: 1 });
    const { data } = await change({ bookingId: booking.id, ...trip(45, 2, 0) });
    expect(data!.changeBooking.errors.map((error) => error.code)).toEqual(['NOT_ENOUGH_SEATS']);
    expect(await seatsLeftOn(tour.id, indiaDateIn(35))).toBe(38);
    expect(await seatsLeftOn(tour.id, indiaDateIn(45))).toBe(1);
  });

  it('leaves one result of two changes confirmed at once against the same quote', async () => {
    const tour = tours[3]!;
    const booking = await bookAs(app, user.token, aBookingInput(tour.id, { ...trip(40, 2, 0) }));
    const [first, second] = await Promise.all([
      change({ bookingId: booking.id, ...trip(41, 2, 0), expectedVersion: 0 }),
      change({ bookingId: booking.id, ...trip(42, 3, 0), expectedVersion: 0 }),
    ]);
    const codes = [first, second].map((answer) => answer.data!.changeBooking.errors.map((error) => error.code).join());
    expect(codes.sort()).toEqual(['', 'CHANGED_SINCE_QUOTE']);
    const seats = [await seatsLeftOn(tour.id, indiaDateIn(40)), await seatsLeftOn(tour.id, indiaDateIn(41)), await seatsLeftOn(tour.id, indiaDateIn(42))];
    expect(seats.filter((left) => left < 40)).toHaveLength(1);
  });

  it("answers NOT_FOUND for another traveller's booking and a visitor UNAUTHENTICATED", async () => {
    const booking = await bookAs(app, user.token, aBookingInput(tours[4]!.id, { ...trip(40, 2, 0) }));
    const other = await signedInAccount(app, Role.USER);
    expect((await change({ bookingId: booking.id, ...trip(41, 2, 0) }, other.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const visitor = await app.graphql(CHANGE, { input: { bookingId: booking.id, ...trip(41, 2, 0) } });
    expect(visitor.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
