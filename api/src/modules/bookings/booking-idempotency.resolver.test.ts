import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { Role } from '../../graphql/viewer.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { BOOK, aBookingInput, specialTours, type BookData, type TourCard } from './booking.fixtures.js';

let app: TestApp;
let tour: TourCard;
beforeAll(async () => {
  app = await startTestApp();
  tour = (await specialTours(app))[0]!;
});
afterAll(() => app.close());

const book = (input: Record<string, unknown>, token: string) => app.graphql<BookData>(BOOK, { input }, { token });
const rowsWithKey = async (key: string) =>
  (await app.database.dataSource.query(`SELECT count(*)::int AS count FROM bookings WHERE idempotency_key = $1`, [key]))[0].count as number;

describe('book: one idempotency key per filled form makes a double submit harmless', () => {
  it('books once for 20 parallel submits of the same form, each answered with that one booking', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const key = randomUUID();
    const input = aBookingInput(tour.id, { idempotencyKey: key });
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(input, traveller.token)));
    const references = new Set(answers.map(({ data }) => data!.book.booking!.reference));
    expect(references.size).toBe(1);
    expect(answers.every(({ data }) => data!.book.errors.length === 0 && data!.book.confirmationMailQueued)).toBe(true);
    expect(await rowsWithKey(key)).toBe(1);
    const [{ count }] = await app.database.dataSource.query(`SELECT count(*)::int AS count FROM mail_outbox WHERE subject LIKE $1`, [
      `Booking confirmed: % (${[...references][0]})`,
    ]);
    expect(count).toBe(1);
  });

  it('refuses the same key with a different input (IDEMPOTENCY_KEY_REUSED) and creates nothing', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const key = randomUUID();
    await book(aBookingInput(tour.id, { idempotencyKey: key }), traveller.token);
    const { data } = await book(aBookingInput(tour.id, { idempotencyKey: key, adults: 3 }), traveller.token);
    expect(data!.book).toEqual({
      booking: null,
      confirmationMailQueued: false,
      errors: [
        {
          code: 'IDEMPOTENCY_KEY_REUSED',
          field: ['input', 'idempotencyKey'],
          message: 'This form was already sent with different details. Please reload the page to make a new booking.',
        },
      ],
    });
    expect(await rowsWithKey(key)).toBe(1);
  });

  it("keeps keys per account: another traveller's same key books on its own", async () => {
    const [first, second] = [await signedInAccount(app, Role.USER), await signedInAccount(app, Role.USER)];
    const input = aBookingInput(tour.id, { idempotencyKey: randomUUID() });
    const answers = [await book(input, first.token), await book(input, second.token)];
    expect(answers.map(({ data }) => data!.book.booking!.email)).toEqual([first.email, second.email]);
  });

  it('refuses a malformed key with a clear message', async () => {
    const traveller = await signedInAccount(app, Role.USER);
    const { data } = await book(aBookingInput(tour.id, { idempotencyKey: 'short' }), traveller.token);
    expect(data!.book.errors).toEqual([
      { code: 'INVALID_IDEMPOTENCY_KEY', field: ['input', 'idempotencyKey'], message: 'The idempotency key must be 8 to 100 letters, digits, "-", "_", "." or ":".' },
    ]);
  });
});
