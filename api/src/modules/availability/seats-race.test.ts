import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../graphql/viewer.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { BOOK, aBookingInput, indiaDateIn, specialTours, type BookData } from '../bookings/booking.fixtures.js';
import { setDates } from './availability.fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const CLIENTS = 200;
const SEATS = 120;

describe('seats taken by concurrent bookings', () => {
  it(`confirms at most the date's ${SEATS} seats among ${CLIENTS} clients booking 1 to 4 travellers at once; the others are told it is full`, async () => {
    const admin = await signedInAccount(app, Role.ADMIN);
    const travellers = await Promise.all(Array.from({ length: 10 }, () => signedInAccount(app, Role.USER)));
    const tour = (await specialTours(app))[0]!;
    const arrival = indiaDateIn(25);
    await setDates(app, admin.token, { tourId: tour.id, dates: [arrival], seats: SEATS });
    const parties = Array.from({ length: CLIENTS }, (_, client) => 1 + ((client * 7) % 4));
    const answers = await Promise.all(
      parties.map((party, client) =>
        app.graphql<BookData>(
          BOOK,
          { input: aBookingInput(tour.id, { arrivalDate: arrival, departureDate: indiaDateIn(26), adults: party, children: 0 }) },
          { token: travellers[client % travellers.length]!.token },
        ),
      ),
    );
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const confirmed = answers.filter((answer) => answer.data!.book.booking !== null).map((answer) => answer.data!.book.booking!.adults);
    const refusals = new Set(answers.flatMap((answer) => answer.data!.book.errors.map((error) => error.code)));
    const seatsConfirmed = confirmed.reduce((sum, party) => sum + party, 0);
    expect(seatsConfirmed).toBeLessThanOrEqual(SEATS);
    // Demand is four times the seats: only a remainder smaller than every party still waiting can stay unsold.
    expect(seatsConfirmed).toBeGreaterThan(SEATS - 4);
    expect([...refusals].every((code) => code === 'SOLD_OUT' || code === 'NOT_ENOUGH_SEATS')).toBe(true);
    const [stored] = (await app.database.dataSource.query(
      `SELECT d.seats_taken AS "seatsTaken", (SELECT sum(adults + children)::int FROM bookings b WHERE b.tour_calendar_id = d.calendar_id
         AND b.arrival_date = d.start_date AND b.status = 'CONFIRMED') AS "seatsBooked"
       FROM tour_departures d JOIN tour_calendars c ON c.id = d.calendar_id WHERE c.state_id = $1 AND d.start_date = $2`,
      [tour.state.databaseId, arrival],
    )) as { seatsTaken: number; seatsBooked: number }[];
    expect(stored).toEqual({ seatsTaken: seatsConfirmed, seatsBooked: seatsConfirmed });
  });
});
