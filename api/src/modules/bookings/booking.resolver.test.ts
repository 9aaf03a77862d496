import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { BOOK, aBookingInput, allBookingRows, indiaDateIn, specialTours, type BookData, type TourCard } from './booking.fixtures.js';

let app: TestApp;
let smtp: TestSmtpServer;
let user: { id: number; email: string; token: string };
let tour: TourCard;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ smtpUrl: smtp.url });
  user = await signedInAccount(app, Role.USER);
  tour = (await specialTours(app))[0]!;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const book = (input: Record<string, unknown>, token = user.token) => app.graphql<BookData>(BOOK, { input }, { token });

describe('book', () => {
  it("books the tour with a copy of it as it reads now and the account's email, and mails the confirmation", async () => {
    const mailArrived = smtp.waitForMail(user.email);
    const input = aBookingInput(tour.id, { name: '  Asha   Rao ' });
    const { data, errors } = await book(input);
    expect(errors).toBeUndefined();
    expect(data!.book.errors).toEqual([]);
    expect(data!.book.confirmationMailQueued).toBe(true);
    expect(data!.book.booking).toMatchObject({
      name: 'Asha Rao',
      email: user.email,
      phone: '9876543210',
      adults: 2,
      children: 1,
      country: 'India',
      countryCode: 'IN',
      arrivalDate: input.arrivalDate,
      departureDate: input.departureDate,
      comment: 'Vegetarian meals, please.',
      tourId: tour.id,
      tourTitle: tour.title,
      tourRoute: tour.route,
      tourState: tour.name,
      tourImage: tour.image,
      tourPlaces: tour.places.map((place) => place.title),
      status: 'CONFIRMED',
      isCancellable: true,
      cancelledAt: null,
    });
    const [row] = await app.database.dataSource.query(
      `SELECT user_id, email, tour_state_id, tour_places, arrival_date::text AS arrival FROM bookings WHERE id = $1`,
      [data!.book.booking!.databaseId],
    );
    expect(row).toEqual({ user_id: user.id, email: user.email, tour_state_id: tour.state.databaseId, tour_places: tour.places.map((p) => p.title), arrival: input.arrivalDate });
    const mail = await mailArrived;
    const { reference } = data!.book.booking!;
    expect(mail.subject).toBe(`Booking confirmed: ${tour.title} (${reference})`);
    expect(mail.text).toContain(`Booking reference: ${reference}`);
    expect(mail.text).toContain(`Arrival: ${input.arrivalDate.split('-').reverse().join('/')}`);
    expect(mail.text).toContain(`Total: ₹${(tour.pricePerPerson * 3).toLocaleString('en-IN')}`);
  });

  it('keeps the copy when the catalogue changes afterwards', async () => {
    const booking = (await book(aBookingInput(tour.id))).data!.book.booking!;
    await app.database.dataSource.query(`UPDATE states SET tour_title = 'Renamed Tour' WHERE id = $1`, [tour.state.databaseId]);
    const { data } = await app.graphql<{ node: { tourTitle: string } | null }>(
      `query($id: ID!) { node(id: $id) { ... on Booking { tourTitle } } }`,
      { id: booking.id },
      { token: user.token },
    );
    expect(data!.node!.tourTitle).toBe(tour.title);
    await app.database.dataSource.query(`UPDATE states SET tour_title = NULL WHERE id = $1`, [tour.state.databaseId]);
  });

  it('never takes the email from the input: a form that sends one is refused whole and nothing is saved', async () => {
    const before = await allBookingRows(app.database.dataSource);
    const { data, errors } = await book({ ...aBookingInput(tour.id), email: 'someone.else@example.in' });
    expect(data).toBeUndefined();
    expect(errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(await allBookingRows(app.database.dataSource)).toEqual(before);
  });

  it('accepts the first arrival day 48 hours away, departure the same day, a country by English name, no children and no comment', async () => {
    const firstDay = indiaDateIn(3);
    const input = aBookingInput(tour.id, { arrivalDate: firstDay, departureDate: firstDay, country: 'united states', children: 0, comment: null });
    const { data } = await book(input);
    expect(data!.book.errors).toEqual([]);
    expect(data!.book.booking).toMatchObject({ country: 'United States of America', countryCode: 'US', children: 0, comment: null, isCancellable: true });
  });

  it('refuses an arrival within 48 hours (tomorrow, always) with the first bookable day in the message', async () => {
    const { data } = await book(aBookingInput(tour.id, { arrivalDate: indiaDateIn(1), departureDate: indiaDateIn(2) }));
    expect(data!.book.booking).toBeNull();
    expect(data!.book.errors.map((error) => [error.code, error.field])).toEqual([['ARRIVAL_TOO_SOON', ['input', 'arrivalDate']]]);
    expect(data!.book.errors[0]!.message).toMatch(/^Bookings close 48 hours before the trip starts: the earliest arrival date is \d{2}\/\d{2}\/\d{4}\.$/);
  });

  it('lets an admin book too (spec §6)', async () => {
    const admin = await signedInAccount(app, Role.ADMIN);
    const { data } = await book(aBookingInput(tour.id), admin.token);
    expect(data!.book.booking!.email).toBe(admin.email);
  });

  const broken: [string, Record<string, unknown>, string, string, string][] = [
    ['an unknown tour', { tourId: toGlobalId('Tour', 999_999) }, 'TOUR_NOT_FOUND', 'tourId', 'This tour does not exist any more. Please choose a tour again.'],
    ['the ID of a place, not a tour', { tourId: toGlobalId('Place', 1) }, 'TOUR_NOT_FOUND', 'tourId', 'This tour does not exist any more. Please choose a tour again.'],
    ['a name with digits', { name: 'Asha 2' }, 'INVALID_NAME', 'name', 'Name should only contain letters and spaces.'],
    ['an empty name', { name: '  ' }, 'INVALID_NAME', 'name', 'Name should only contain letters and spaces.'],
    ['a 9-digit phone', { phone: '987654321' }, 'INVALID_PHONE', 'phone', 'Please enter a valid 10-digit phone number.'],
    ['an 11-character phone', { phone: '+9198765432' }, 'INVALID_PHONE', 'phone', 'Please enter a valid 10-digit phone number.'],
    ['no adult', { adults: 0 }, 'INVALID_ADULTS', 'adults', 'Adults must be a whole number from 1 to 20.'],
    ['21 adults', { adults: 21 }, 'INVALID_ADULTS', 'adults', 'Adults must be a whole number from 1 to 20.'],
    ['negative children', { children: -1 }, 'INVALID_CHILDREN', 'children', 'Children must be a whole number from 0 to 20.'],
    ['a country not on the list', { country: 'Narnia' }, 'INVALID_COUNTRY', 'country', 'Please choose a country from the list.'],
    ['an empty country', { country: '' }, 'INVALID_COUNTRY', 'country', 'Please choose a country from the list.'],
    ['an arrival yesterday (IST)', { arrivalDate: indiaDateIn(-1) }, 'DATE_IN_PAST', 'arrivalDate', 'The arrival date cannot be before today (India time).'],
    ['an arrival not written YYYY-MM-DD', { arrivalDate: '25/12/2030' }, 'INVALID_DATE', 'arrivalDate', 'Please enter a valid arrival date.'],
    ['no departure date', { departureDate: '' }, 'INVALID_DATE', 'departureDate', 'Departure date is required.'],
    ['a departure before the arrival', { departureDate: indiaDateIn(9) }, 'DEPARTURE_BEFORE_ARRIVAL', 'departureDate', 'The departure date cannot be before the arrival date.'],
    ['an arrival 731 days ahead', { arrivalDate: indiaDateIn(731), departureDate: indiaDateIn(732) }, 'DATE_TOO_FAR', 'arrivalDate', 'The arrival date can be at most 730 days from today.'],
    ['a trip of 91 days', { departureDate: indiaDateIn(101) }, 'TRIP_TOO_LONG', 'departureDate', 'A trip can last at most 90 days.'],
    ['a comment of 2001 characters', { comment: 'a'.repeat(2001) }, 'COMMENT_TOO_LONG', 'comment', 'The comment can have at most 2000 characters.'],
  ];

  it.each(broken)('refuses %s with its code, field and message, and saves nothing', async (_case, override, code, field, message) => {
    const before = await allBookingRows(app.database.dataSource);
    const { data } = await book(aBookingInput(tour.id, override));
    expect(data!.book).toEqual({ booking: null, confirmationMailQueued: false, errors: [{ code, field: ['input', field], message }] });
    expect(await allBookingRows(app.database.dataSource)).toEqual(before);
  });

  it('reports every broken field at once, in form order', async () => {
    const { data } = await book(aBookingInput(tour.id, { name: '1', phone: '1', country: 'x', departureDate: 'soon' }));
    expect(data!.book.errors.map((error) => error.field![1])).toEqual(['name', 'phone', 'country', 'departureDate']);
  });
});

describe('countries', () => {
  it('lists every ISO country by English name for the form, open to visitors', async () => {
    const { data } = await app.graphql<{ countries: { code: string; name: string }[] }>(`{ countries { code name } }`);
    expect(data!.countries).toHaveLength(250);
    expect(data!.countries).toContainEqual({ code: 'IN', name: 'India' });
    const names = data!.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((first, second) => first.localeCompare(second, 'en')));
  });
});
