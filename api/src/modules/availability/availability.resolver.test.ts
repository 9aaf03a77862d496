import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../graphql/viewer.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { BOOK, CANCEL_BOOKING, aBookingInput, bookAs, indiaDateIn, specialTours, type BookData, type TourCard } from '../bookings/booking.fixtures.js';
import {
  AVAILABILITY,
  CALENDAR,
  UPDATE_TOUR_CALENDAR,
  UPDATE_TOUR_DATES,
  setDates,
  type AvailabilityData,
  type CalendarData,
} from './availability.fixtures.js';

let app: TestApp;
let user: { token: string };
let admin: { token: string };
let tours: TourCard[];
beforeAll(async () => {
  app = await startTestApp();
  user = await signedInAccount(app, Role.USER);
  admin = await signedInAccount(app, Role.ADMIN);
  tours = await specialTours(app);
});
afterAll(() => app.close());

const availabilityOf = async (tourId: string, from?: string, to?: string) =>
  (await app.graphql<AvailabilityData>(AVAILABILITY, { id: tourId, from, to })).data!.node!.availability;
const calendarOf = async (tourId: string, from: string, to = from) =>
  (await app.graphql<CalendarData>(CALENDAR, { id: tourId, from, to }, { token: admin.token })).data!.node!.calendar!;
const book = (input: Record<string, unknown>) => app.graphql<BookData>(BOOK, { input }, { token: user.token });

describe('Tour.availability', () => {
  it('lists the next 90 days from today (IST): closed to bookings within 48 hours, then the default 40 seats', async () => {
    const dates = await availabilityOf(tours[0]!.id);
    expect(dates).toHaveLength(90);
    expect(dates[0]).toEqual({ date: indiaDateIn(0), status: 'TOO_SOON', seatsLeft: 0 });
    expect(dates[1]!.status).toBe('TOO_SOON');
    expect(dates.at(-1)).toEqual({ date: indiaDateIn(89), status: 'OPEN', seatsLeft: 40 });
  });

  it('counts the seats a booking takes (adults and children) and gives them back when it is cancelled', async () => {
    const tour = tours[1]!;
    const arrival = indiaDateIn(20);
    const booking = await bookAs(app, user.token, aBookingInput(tour.id, { arrivalDate: arrival, departureDate: indiaDateIn(22), adults: 3, children: 2 }));
    expect(await availabilityOf(tour.id, arrival, arrival)).toEqual([{ date: arrival, status: 'OPEN', seatsLeft: 35 }]);
    await app.graphql(CANCEL_BOOKING, { bookingId: booking.id }, { token: user.token });
    expect(await availabilityOf(tour.id, arrival, arrival)).toEqual([{ date: arrival, status: 'OPEN', seatsLeft: 40 }]);
  });

  it('refuses a range the wrong way round or longer than 366 days', async () => {
    for (const [from, to] of [[indiaDateIn(10), indiaDateIn(9)], [indiaDateIn(0), indiaDateIn(366)]]) {
      const { data, errors } = await app.graphql<AvailabilityData>(AVAILABILITY, { id: tours[0]!.id, from, to });
      expect(data?.node ?? null).toBeNull();
      expect(errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    }
  });

  it('reads the calendars of every tour of a list in one statement', async () => {
    const query = `{ specialTours(first: 10) { nodes { availability(from: "${indiaDateIn(5)}", to: "${indiaDateIn(6)}") { status } } } }`;
    const single = `{ specialTours(first: 10) { nodes { id } } }`;
    expect((await app.statementsOf(query)) - (await app.statementsOf(single))).toBe(1);
  });
});

describe('booking against the calendar', () => {
  it('refuses a party larger than the seats left, then a sold-out date, naming the date; changes nothing', async () => {
    const tour = tours[2]!;
    const arrival = indiaDateIn(30);
    await setDates(app, admin.token, { tourId: tour.id, dates: [arrival], seats: 4 });
    expect(await availabilityOf(tour.id, arrival, arrival)).toEqual([{ date: arrival, status: 'FEW_LEFT', seatsLeft: 4 }]);
    const input = aBookingInput(tour.id, { arrivalDate: arrival, departureDate: indiaDateIn(31), adults: 2, children: 1 });
    await bookAs(app, user.token, input);
    const tooMany = (await book(input)).data!.book;
    expect(tooMany.booking).toBeNull();
    expect(tooMany.errors).toEqual([
      {
        code: 'NOT_ENOUGH_SEATS',
        field: ['input', 'adults'],
        message: `Only 1 seat is left on ${arrival.split('-').reverse().join('/')}, and your party is 3. Please choose another arrival date or fewer travellers.`,
      },
    ]);
    await bookAs(app, user.token, { ...input, adults: 1, children: 0 });
    const soldOut = (await book({ ...input, adults: 1, children: 0 })).data!.book;
    expect(soldOut.errors.map((error) => error.code)).toEqual(['SOLD_OUT']);
    expect(soldOut.errors[0]!.message).toBe(`This tour is sold out on ${arrival.split('-').reverse().join('/')}. Please choose another arrival date.`);
    expect((await calendarOf(tour.id, arrival)).dates[0]).toMatchObject({ status: 'SOLD_OUT', seats: 4, seatsTaken: 4, seatsLeft: 0 });
  });

  it('refuses a date the operator closed, and books it again once opened', async () => {
    const tour = tours[3]!;
    const arrival = indiaDateIn(40);
    await setDates(app, admin.token, { tourId: tour.id, dates: [arrival], closed: true });
    expect(await availabilityOf(tour.id, arrival, arrival)).toEqual([{ date: arrival, status: 'CLOSED', seatsLeft: 0 }]);
    const input = aBookingInput(tour.id, { arrivalDate: arrival, departureDate: indiaDateIn(41) });
    expect((await book(input)).data!.book.errors.map((error) => error.code)).toEqual(['DATE_CLOSED']);
    await setDates(app, admin.token, { tourId: tour.id, dates: [arrival], closed: false });
    expect((await book(input)).data!.book.errors).toEqual([]);
  });

  it('refuses a party larger than a date nobody has booked yet can take', async () => {
    const tour = tours[4]!;
    const arrival = indiaDateIn(50);
    await app.graphql(UPDATE_TOUR_CALENDAR, { input: { tourId: tour.id, defaultSeats: 5 } }, { token: admin.token });
    const refused = (await book(aBookingInput(tour.id, { arrivalDate: arrival, departureDate: indiaDateIn(51), adults: 4, children: 2 }))).data!.book;
    expect(refused.errors.map((error) => error.code)).toEqual(['NOT_ENOUGH_SEATS']);
    expect((await calendarOf(tour.id, arrival)).dates[0]).toMatchObject({ seats: 5, seatsTaken: 0 });
  });
});

describe('the calendar (admins)', () => {
  it('sets the default for every date without its own seats, from today on, and records who changed what', async () => {
    const tour = tours[5]!;
    const [own, following] = [indiaDateIn(12), indiaDateIn(13)];
    await setDates(app, admin.token, { tourId: tour.id, dates: [own], seats: 8 });
    await bookAs(app, user.token, aBookingInput(tour.id, { arrivalDate: following, departureDate: indiaDateIn(14), adults: 6, children: 0 }));
    const { data } = await app.graphql<{ updateTourCalendar: { tour: { calendar: { defaultSeats: number } }; errors: unknown[] } }>(
      UPDATE_TOUR_CALENDAR,
      { input: { tourId: tour.id, defaultSeats: 3 } },
      { token: admin.token },
    );
    expect(data!.updateTourCalendar).toEqual({ tour: { id: tour.id, calendar: { defaultSeats: 3 } }, errors: [] });
    const calendar = await calendarOf(tour.id, own, indiaDateIn(15));
    expect(calendar.dates.map(({ date, seats, hasOwnSeats, seatsTaken, status }) => ({ date, seats, hasOwnSeats, seatsTaken, status }))).toEqual([
      { date: own, seats: 8, hasOwnSeats: true, seatsTaken: 0, status: 'OPEN' },
      // Already booked beyond the new default: it keeps its bookings and is sold out.
      { date: following, seats: 6, hasOwnSeats: false, seatsTaken: 6, status: 'SOLD_OUT' },
      { date: indiaDateIn(14), seats: 3, hasOwnSeats: false, seatsTaken: 0, status: 'FEW_LEFT' },
      { date: indiaDateIn(15), seats: 3, hasOwnSeats: false, seatsTaken: 0, status: 'FEW_LEFT' },
    ]);
    expect(calendar.changes.nodes).toEqual([
      { changedByName: 'Test Person', date: null, seatsBefore: 40, seatsAfter: 3, closedBefore: false, closedAfter: false },
      { changedByName: 'Test Person', date: own, seatsBefore: 40, seatsAfter: 8, closedBefore: false, closedAfter: false },
    ]);
  });

  it('never sets a date below the seats taken on it: refuses the whole change and names the date', async () => {
    const tour = tours[6]!;
    const [booked, free] = [indiaDateIn(60), indiaDateIn(61)];
    await bookAs(app, user.token, aBookingInput(tour.id, { arrivalDate: booked, departureDate: indiaDateIn(62), adults: 3, children: 0 }));
    const { data } = await app.graphql<{ updateTourDates: { dates: unknown[]; errors: unknown[] } }>(
      UPDATE_TOUR_DATES,
      { input: { tourId: tour.id, dates: [free, booked], seats: 2 } },
      { token: admin.token },
    );
    expect(data!.updateTourDates).toEqual({
      dates: [],
      errors: [{ code: 'SEATS_BELOW_TAKEN', field: ['input', 'seats'], message: `${booked.split('-').reverse().join('/')} already has 3 seats taken or held: set at least 3.` }],
    });
    const calendar = await calendarOf(tour.id, booked, free);
    expect(calendar.dates.map((date) => date.seats)).toEqual([40, 40]);
    expect(calendar.changes.nodes).toEqual([]);
  });

  it('refuses past dates, no change at all, and seats out of range', async () => {
    const tourId = tours[0]!.id;
    const cases = [
      [{ dates: [indiaDateIn(-1)], closed: true }, 'DATE_IN_PAST'],
      [{ dates: [indiaDateIn(3)] }, 'NOTHING_TO_CHANGE'],
      [{ dates: [], seats: 3 }, 'NO_DATES'],
      [{ dates: [indiaDateIn(3)], seats: 1001 }, 'INVALID_SEATS'],
      [{ dates: [indiaDateIn(731)], seats: 3 }, 'DATE_TOO_FAR'],
    ] as const;
    for (const [input, code] of cases) {
      const { data } = await app.graphql<{ updateTourDates: { errors: { code: string }[] } }>(UPDATE_TOUR_DATES, { input: { tourId, ...input } }, { token: admin.token });
      expect(data!.updateTourDates.errors.map((error) => error.code)).toEqual([code]);
    }
  });

  it('is for admins only: a visitor is UNAUTHENTICATED, a user FORBIDDEN, and nothing changes', async () => {
    const tourId = tours[0]!.id;
    const input = { tourId, dates: [indiaDateIn(70)], closed: true };
    for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [user.token, 'FORBIDDEN']] as const) {
      const change = await app.graphql(UPDATE_TOUR_DATES, { input }, { token });
      expect(change.errors![0]!.extensions!.code).toBe(code);
      const read = await app.graphql(CALENDAR, { id: tourId, from: indiaDateIn(70) }, { token });
      expect(read.errors![0]!.extensions!.code).toBe(code);
    }
    expect((await availabilityOf(tourId, indiaDateIn(70), indiaDateIn(70)))[0]!.status).toBe('OPEN');
  });
});
