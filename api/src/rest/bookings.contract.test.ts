import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../graphql/viewer.js';
import { legacySession } from '../testing/legacy-accounts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/* Spec §7, the booking rows, over HTTP alone; who may do what is spec §6. */
type Session = Awaited<ReturnType<typeof legacySession>>;
type LegacyState = { _id: string; id: string; state: string; places: { title: string; image: string }[] };
/** A booking as the legacy routes answer it, as far as these tests read it. */
type LegacyBooking = {
  _id: string;
  id: string;
  reference: string;
  email: string;
  tourState: string;
  totalPrice: number;
  cancellationQuote: { summary: string } | null;
};
/** `POST /api/book` answers `{success: true, booking, confirmationMailQueued}` or `{success: false, message}`. */
type BookBody = { success: boolean; booking?: LegacyBooking; confirmationMailQueued?: boolean; message?: string };
let app: TestApp;
let user: Session;
let otherUser: Session;
let admin: Session;
let states: LegacyState[];
beforeAll(async () => {
  app = await startTestApp();
  [user, otherUser, admin] = [await legacySession(app), await legacySession(app), await legacySession(app, Role.ADMIN)];
  states = (await app.request<LegacyState[]>('GET', '/api/getState')).body;
});
afterAll(() => app.close());

/** The date in India `days` from today, as dd/mm/yyyy (the spec's client) or yyyy-mm-dd. */
function indiaDate(days: number, format: 'legacy' | 'iso' = 'legacy'): string {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
  return format === 'iso' ? iso : iso.split('-').reverse().join('/');
}

/** The spec client's form: booking fields plus tour info, numbers as text, the user's email included. */
const aBooking = (overrides: object = {}) => ({
  tourId: states[0]!._id,
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '9123456789',
  adults: '2',
  children: '0',
  country: 'India',
  arrivalDate: indiaDate(10),
  departureDate: indiaDate(12),
  comment: '',
  tourTitle: 'Forged Tour',
  tourState: states[0]!.state,
  ...overrides,
});
const as = (session?: Session) => (session ? { token: session.token } : {});
const bookAs = (session: Session | undefined, body: object = aBooking()) => app.request<BookBody>('POST', '/api/book', body, as(session));
const rows = () => app.database.dataSource.query(`SELECT id, user_id, email, status FROM bookings ORDER BY id`);

describe('POST /api/book', () => {
  it("answers 201 {success, booking} in the spec's fields, with the account's email and the server's copy of the tour", async () => {
    const { status, body } = await bookAs(user);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      confirmationMailQueued: true,
      booking: {
        _id: expect.stringMatching(/^[0-9]+$/),
        name: 'Ravi Kumar',
        email: user.email,
        adults: 2,
        children: 0,
        country: 'India',
        arrivalDate: indiaDate(10),
        departureDate: indiaDate(12),
        comment: null,
        tourTitle: `${states[0]!.state} Tour`,
        tourState: states[0]!.state,
        tourPlaces: states[0]!.places.map((place) => place.title),
        status: 'confirmed',
        reference: expect.stringMatching(/^IT-[2-9A-HJ-NP-Z]{8}$/),
        pricePerPerson: expect.any(Number),
        totalPrice: expect.any(Number),
        isCancellable: true,
        cancellationQuote: { isCancellable: true, feePercent: 100, summary: expect.stringMatching(/^Cancel before \d{2}\/\d{2}\/\d{4} 23:59 IST: fee 100%/) },
        cancellationFee: null,
      },
    });
  });

  it('books the Golden Triangle by its legacy id 999', async () => {
    const { status, body } = await bookAs(user, aBooking({ tourId: 999 }));
    expect(status).toBe(201);
    expect(body.booking).toMatchObject({ tourTitle: 'Golden Triangle Tour', tourRoute: 'Delhi → Agra → Jaipur → Delhi' });
  });

  it('books once per Idempotency-Key: a repeat answers the first booking, another body with it is refused 422', async () => {
    const headers = { 'idempotency-key': 'legacy-client-retry-0001' };
    const first = await app.request<BookBody>('POST', '/api/book', aBooking(), { ...as(user), headers });
    const repeat = await app.request<BookBody>('POST', '/api/book', aBooking(), { ...as(user), headers });
    expect(repeat.body.booking!.reference).toBe(first.body.booking!.reference);
    const [{ count }] = await app.database.dataSource.query(`SELECT count(*)::int AS count FROM bookings WHERE idempotency_key = $1`, [headers['idempotency-key']]);
    expect(count).toBe(1);
    const changed = await app.request<BookBody>('POST', '/api/book', aBooking({ adults: '3' }), { ...as(user), headers });
    expect(changed).toMatchObject({ status: 422, body: { success: false, message: expect.stringContaining('already sent with different details') } });
  });

  it('takes the tour as a global ID and dates as yyyy-mm-dd too', async () => {
    const { status, body } = await bookAs(user, aBooking({ tourId: states[1]!.id, arrivalDate: indiaDate(3, 'iso'), departureDate: indiaDate(4, 'iso') }));
    expect(status).toBe(201);
    expect(body.booking).toMatchObject({ tourState: states[1]!.state, arrivalDate: indiaDate(3), departureDate: indiaDate(4) });
  });

  it('answers 400 {success: false, message} for a broken rule, and 404 for an unknown tour; nothing saved', async () => {
    const before = await rows();
    expect(await bookAs(user, aBooking({ arrivalDate: indiaDate(-1) }))).toMatchObject({
      status: 400,
      body: { success: false, message: 'The arrival date cannot be before today (India time).' },
    });
    expect((await bookAs(user, aBooking({ adults: 'two' }))).body.message).toBe('Adults must be a whole number from 1 to 20.');
    expect((await bookAs(user, aBooking({ children: undefined }))).body.message).toBe('Children must be a whole number from 0 to 20.');
    expect(await bookAs(user, aBooking({ tourId: '999999' }))).toMatchObject({ status: 404, body: { success: false } });
    expect(await rows()).toEqual(before);
  });

  it('answers a visitor 401 and saves nothing', async () => {
    const before = await rows();
    expect(await bookAs(undefined)).toMatchObject({ status: 401, body: { success: false, message: 'Please log in to continue.' } });
    expect(await rows()).toEqual(before);
  });
});

describe('GET /api/getBooksUser', () => {
  it("answers the caller's own bookings whatever ?email= says: another person's email reveals nothing", async () => {
    const others = await bookAs(otherUser);
    const { status, body } = await app.request<LegacyBooking[]>('GET', `/api/getBooksUser?email=${encodeURIComponent(otherUser.email)}`, undefined, as(user));
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((booking) => booking.email === user.email)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(otherUser.email);
    expect(body.map((booking) => booking._id)).not.toContain(others.body.booking!._id);
  });

  it('answers a visitor 401, even with an email', async () => {
    expect(await app.request('GET', `/api/getBooksUser?email=${encodeURIComponent(user.email)}`)).toMatchObject({ status: 401, body: { success: false } });
  });
});

describe('GET /api/getbook', () => {
  it("answers an admin every booking with the booker's name and email, filtered by ?state=", async () => {
    const all = await app.request<LegacyBooking[]>('GET', '/api/getbook', undefined, as(admin));
    expect(all.status).toBe(200);
    expect(all.body.map((booking) => booking.email)).toEqual(expect.arrayContaining([user.email, otherUser.email]));
    const filtered = await app.request<LegacyBooking[]>('GET', `/api/getbook?state=${encodeURIComponent(states[1]!.state)}`, undefined, as(admin));
    expect(filtered.body.length).toBeGreaterThan(0);
    expect(filtered.body.every((booking) => booking.tourState === states[1]!.state)).toBe(true);
  });

  it('finds one booking by ?reference=', async () => {
    const { body } = await bookAs(user);
    const found = await app.request<LegacyBooking[]>('GET', `/api/getbook?reference=${body.booking!.reference.toLowerCase()}`, undefined, as(admin));
    expect(found.body.map((booking) => booking._id)).toEqual([body.booking!._id]);
  });

  it('answers a user 403 and a visitor 401, revealing no booking', async () => {
    for (const [session, status] of [[user, 403], [undefined, 401]] as const) {
      const answer = await app.request('GET', `/api/getbook?state=${encodeURIComponent(states[0]!.state)}`, undefined, as(session));
      expect(answer).toMatchObject({ status, body: { success: false } });
      expect(JSON.stringify(answer.body)).not.toContain('@');
    }
  });
});

describe('GET /api/bookings.csv', () => {
  it("gives an admin the filtered bookings as CSV, every page of them, with the booker's contact", async () => {
    const made = [];
    for (let index = 0; index < 3; index += 1) made.push((await bookAs(otherUser, aBooking({ tourId: states[2]!._id }))).body.booking!);
    const { status, body } = await app.request<string>('GET', `/api/bookings.csv?state=${encodeURIComponent(states[2]!.state)}`, undefined, as(admin));
    expect(status).toBe(200);
    const lines = body.trim().split('\n');
    expect(lines[0]).toBe(
      'Reference,Status,Tour,States,Arrival,Departure,Adults,Children,Price per person (INR),Total (INR),Traveller,Email,Phone,Country,Booked at (UTC),Cancelled at (UTC),Cancellation fee (INR),Refund (INR)',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(made.reverse().map((booking) => booking.reference));
    expect(lines[1]).toContain(`,${indiaDate(10)},${indiaDate(12)},2,0,`);
    expect(lines[1]).toContain(`,Ravi Kumar,${otherUser.email},9123456789,India,`);
  });

  it('answers a user 403 and a visitor 401 in JSON', async () => {
    expect(await app.request('GET', '/api/bookings.csv', undefined, as(user))).toMatchObject({ status: 403, body: { success: false } });
    expect(await app.request('GET', '/api/bookings.csv')).toMatchObject({ status: 401, body: { success: false } });
  });
});

describe('POST /api/cancelBooking', () => {
  const cancelAs = (session: Session | undefined, bookingId: unknown) => app.request('POST', '/api/cancelBooking', { bookingId }, as(session));
  const statusOf = async (id: string) => (await app.database.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [id]))[0].status;

  it('cancels the owner\'s booking {success: true}, then answers 409 for a second cancel', async () => {
    const { body } = await bookAs(user);
    expect(await cancelAs(user, body.booking!._id)).toMatchObject({ status: 200, body: { success: true } });
    expect(await statusOf(body.booking!._id)).toBe('CANCELLED');
    expect(await cancelAs(user, body.booking!.id)).toMatchObject({ status: 409, body: { success: false, message: 'This booking is already cancelled.' } });
  });

  it('answers 400 with the spec text when the trip starts within 24 hours, and keeps the booking', async () => {
    const { body } = await bookAs(user);
    await app.database.dataSource.query(`UPDATE bookings SET arrival_date = $2, departure_date = $3 WHERE id = $1`, [
      body.booking!._id,
      indiaDate(1, 'iso'),
      indiaDate(3, 'iso'),
    ]);
    expect(await cancelAs(user, body.booking!._id)).toMatchObject({
      status: 400,
      body: { success: false, message: '❌ You can only cancel at least 24 hours before departure.' },
    });
    expect(await statusOf(body.booking!._id)).toBe('CONFIRMED');
  });

  it("answers 404 to another user and 401 to a visitor, and the booking stays confirmed", async () => {
    const { body } = await bookAs(user);
    expect(await cancelAs(otherUser, body.booking!._id)).toMatchObject({ status: 404, body: { success: false } });
    expect(await cancelAs(undefined, body.booking!._id)).toMatchObject({ status: 401, body: { success: false } });
    expect(await statusOf(body.booking!._id)).toBe('CONFIRMED');
  });
});
