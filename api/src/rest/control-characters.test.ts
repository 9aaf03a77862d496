import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../testing/row-counts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/*
 * Every /api route that takes text, with a NUL (or another control character) in its body, path or query
 * string: the same guard as /graphql refuses it before the document runs, as a 400 in the route's own
 * body shape naming the field, and nothing is stored. Before, PostgreSQL refused the NUL: a 500.
 */
const NUL = '\u0000';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const aSignUp = { name: 'Asha Rao', email: 'asha.rao@example.in', phone: '9876543210', password: 'monsoon-trek-2024' };
const aReview = { firstName: 'Meera', tourPlace: 'Taj Mahal', comment: 'Sunrise over the river.' };
const aContact = { name: 'Asha Rao', email: 'asha.rao@example.in', contact: '9876543210', message: 'Is Kerala lovely in July?' };
const aPlace = { title: 'Amber Fort', description: 'On a hill.', city: 'Jaipur', price: 500, image: '/images/amber.jpg' };
const aTrip = { state: ['Rajasthan'], title: [], coTravellers: [], arrivalDate: '01/01/2031', departureDate: '05/01/2031', email: 'asha@example.in' };

/** method, path, body, and the field the refusal names. */
const cases: readonly (readonly [string, string, unknown, string])[] = [
  ['POST', '/api/auth/login', { email: `asha${NUL}@example.in`, password: 'monsoon-trek-2024' }, 'email'],
  ['POST', '/api/auth/signup', { ...aSignUp, name: `Asha${NUL}` }, 'name'],
  ['POST', '/api/auth/signup', { ...aSignUp, password: `monsoon${NUL}trek` }, 'password'],
  ['POST', '/api/auth/forgot-password', { email: `asha${NUL}@example.in` }, 'email'],
  ['POST', '/api/auth/reset-password', { token: `abc${NUL}`, newPassword: 'monsoon-trek-2025' }, 'token'],
  ['POST', '/api/book', { tourId: 999, name: 'Asha Rao', phone: '9876543210', adults: 1, children: 0, country: 'IN', arrivalDate: '01/01/2031', departureDate: '05/01/2031', comment: `Veg${NUL}` }, 'comment'],
  ['POST', '/api/cancelBooking', { bookingId: `1${NUL}` }, 'bookingId'],
  ['GET', '/api/getbook?state=%00', undefined, 'state'],
  ['GET', '/api/getbook?reference=IT-%1B', undefined, 'reference'],
  ['GET', '/api/bookings.csv?state=%00', undefined, 'state'],
  ['PUT', '/api/updateTours/1', { ...aPlace, title: `Amber${NUL}Fort` }, 'title'],
  ['PUT', '/api/updateTours/1', { title: 'Rajasthan', route: `Jaipur${NUL}`, attractions: 'Amber Fort' }, 'route'],
  ['PUT', '/api/updateTours/%00', aPlace, 'id'],
  ['POST', '/api/reviews/postreview', { ...aReview, comment: `Great${NUL}trip` }, 'comment'],
  ['POST', '/api/reviews/postreview', { ...aReview, firstName: `Meera\u0085` }, 'firstName'],
  ['PUT', '/api/reviews/updatereview/%00', { tourPlace: 'Taj Mahal', comment: 'Lovely.', rating: 5 }, 'id'],
  ['DELETE', '/api/reviews/deletereview/%00', undefined, 'id'],
  ['POST', '/api/contact', { ...aContact, message: `Hello${NUL}` }, 'message'],
  ['GET', '/api/contact/messages?after=%00', undefined, 'after'],
  ['POST', '/api/contact/messages/%00/handled', undefined, 'id'],
  ['POST', '/api/mail/%00/retry', undefined, 'mailId'],
  ['POST', '/api/trip/tripTour', { ...aTrip, coTravellers: [`Ravi${NUL}`] }, 'coTravellers'],
  ['GET', '/api/trip/plans?after=%00', undefined, 'after'],
  ['POST', '/api/trip/plans/%00/status', { status: 'contacted' }, 'id'],
];

describe('control characters sent to the /api routes', () => {
  let countsBefore: Record<string, number>;
  beforeAll(async () => {
    countsBefore = await rowCounts(app.database.dataSource);
  });

  it.each(cases)('%s %s answers 400 naming the field (%#)', async (method, path, body, field) => {
    const { status, body: answer } = await app.request<Record<string, unknown>>(method, path, body);
    expect(status).toBe(400);
    expect(Object.values(answer)).toContainEqual(expect.stringMatching(new RegExp(`^${field} must not contain control characters`)));
  });

  it('stored nothing for any of them', async () => {
    expect(await rowCounts(app.database.dataSource)).toEqual(countsBefore);
  });
});
