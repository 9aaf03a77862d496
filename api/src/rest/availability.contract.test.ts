import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../graphql/viewer.js';
import { legacySession } from '../testing/legacy-accounts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/* Issue 36's REST paths: a tour's start dates with their seats left, and an admin's manifest of one date as CSV. */
type Session = Awaited<ReturnType<typeof legacySession>>;
type Availability = { id: string; title: string; dates: { date: string; status: string; seatsLeft: number }[] };
let app: TestApp;
let user: Session;
let admin: Session;
let stateId: string;
beforeAll(async () => {
  app = await startTestApp();
  [user, admin] = [await legacySession(app), await legacySession(app, Role.ADMIN)];
  stateId = (await app.request<{ _id: string }[]>('GET', '/api/getState')).body[0]!._id;
});
afterAll(() => app.close());

/** The date in India `days` from today, as dd/mm/yyyy (the spec's client) or yyyy-mm-dd. */
function indiaDate(days: number, format: 'legacy' | 'iso' = 'legacy'): string {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
  return format === 'iso' ? iso : iso.split('-').reverse().join('/');
}

const book = (tourId: string, arrival: number, adults: number) =>
  app.request<{ success: boolean }>(
    'POST',
    '/api/book',
    { tourId, name: 'Ravi Kumar', phone: '9123456789', adults, children: 1, country: 'India', arrivalDate: indiaDate(arrival), departureDate: indiaDate(arrival + 2) },
    { token: user.token },
  );

describe('GET /api/tours/{id}/availability', () => {
  it('answers each date from `from` to `to` (dd/mm/yyyy) with its status and seats left, for a state _id or 999', async () => {
    expect((await book(stateId, 12, 3)).body.success).toBe(true);
    for (const id of [stateId, '999']) {
      const { status, body } = await app.request<Availability>('GET', `/api/tours/${id}/availability?from=${indiaDate(11)}&to=${indiaDate(12)}`);
      expect(status).toBe(200);
      expect(body.dates).toEqual([
        { date: indiaDate(11), status: 'OPEN', seatsLeft: 40 },
        { date: indiaDate(12), status: 'OPEN', seatsLeft: id === stateId ? 36 : 40 },
      ]);
    }
  });

  it('answers the next 90 days without a range, 404 for an unknown tour and 400 for a range the wrong way round', async () => {
    expect((await app.request<Availability>('GET', `/api/tours/${stateId}/availability`)).body.dates).toHaveLength(90);
    expect((await app.request('GET', '/api/tours/424242/availability')).status).toBe(404);
    const reversed = await app.request<{ message: string }>('GET', `/api/tours/${stateId}/availability?from=${indiaDate(5)}&to=${indiaDate(4)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Give the range as two dates, the first not after the second.');
  });
});

describe('GET /api/tours/{id}/manifest.csv', () => {
  it("gives an admin the date's confirmed bookings as CSV; 401 to a visitor, 403 to a user", async () => {
    expect((await book(stateId, 14, 2)).body.success).toBe(true);
    const path = `/api/tours/${stateId}/manifest.csv?date=${indiaDate(14)}`;
    const { status, headers, body } = await app.request<string>('GET', path, undefined, { token: admin.token });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [heading, row, end] = body.split('\n');
    expect(heading).toBe('Reference,Traveller,Phone,Email,Adults,Children,Country,Comment');
    expect(row).toMatch(/^IT-[0-9A-Z]{8},Ravi Kumar,9123456789,[^,]+,2,1,India,$/);
    expect(end).toBe('');
    expect((await app.request('GET', path)).status).toBe(401);
    expect((await app.request('GET', path, undefined, { token: user.token })).status).toBe(403);
    expect((await app.request('GET', `/api/tours/${stateId}/manifest.csv`, undefined, { token: admin.token })).status).toBe(400);
  });
});
