import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../graphql/viewer.js';
import { legacySession } from '../testing/legacy-accounts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/* Spec §7, the /api/reviews rows, over HTTP alone; who may do what is spec §6. */
let app: TestApp;
let user: Awaited<ReturnType<typeof legacySession>>;
let otherUser: Awaited<ReturnType<typeof legacySession>>;
let admin: Awaited<ReturnType<typeof legacySession>>;
beforeAll(async () => {
  app = await startTestApp();
  [user, otherUser, admin] = [await legacySession(app), await legacySession(app), await legacySession(app, Role.ADMIN)];
});
afterAll(() => app.close());

/** A review as the legacy routes answer it: the reviewer's email, phone and date only to an admin. */
interface LegacyReview {
  _id: string;
  id: string;
  firstName: string;
  tourPlace: string;
  comment: string;
  rating: number;
  guideRating: number;
  overallRating: number;
  email?: string;
  phone?: string;
  date?: string;
}
type ReviewsPage = { reviews: LegacyReview[]; totalPages: number; page: number };

let serial = 0;
const aReview = (overrides: object = {}) => ({ firstName: 'Kavya', tourPlace: 'Mysore Palace', comment: `Lit up at night, visit ${(serial += 1)}.`, ...overrides });
const postAs = (token: string | undefined, body: object) =>
  app.request<{ message: string; review: LegacyReview }>('POST', '/api/reviews/postreview', body, { headers: { 'x-forwarded-for': `198.18.${serial >> 8}.${serial & 255}` }, ...(token ? { token } : {}) });
const listAs = async (token?: string) => (await app.request<LegacyReview[]>('GET', '/api/reviews/getreview', undefined, token ? { token } : {})).body;
/** The review as an admin reads it (email included), to show what a call did or did not change. */
const storedReview = async (id: string) => (await listAs(admin.token)).find((review) => review._id === id);
const CONTACT_KEYS = ['email', 'phone', 'date'];

describe('POST /api/reviews/postreview', () => {
  it("answers a visitor 201 with the review in the spec's fields, ratings defaulting to 5, and no email, phone or date", async () => {
    const response = await postAs(undefined, aReview({ email: 'kavya@example.in', phone: '9123456789', rating: '4' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      message: 'Thank you for your feedback!',
      review: { _id: expect.stringMatching(/^[0-9]+$/), firstName: 'Kavya', tourPlace: 'Mysore Palace', rating: 4, guideRating: 5, overallRating: 5 },
    });
    for (const key of CONTACT_KEYS) expect(response.body.review).not.toHaveProperty(key);
    expect(await storedReview(response.body.review._id)).toMatchObject({ email: 'kavya@example.in', phone: '9123456789' });
  });

  it("stores a signed-in author's account email, whatever email the body names", async () => {
    const { body } = await postAs(user.token, aReview({ email: otherUser.email }));
    expect((await storedReview(body.review._id))!.email).toBe(user.email);
  });

  it('answers an admin with the email, phone and date of the review', async () => {
    const { body } = await postAs(admin.token, aReview({ phone: '9876543210' }));
    expect(body.review).toMatchObject({ email: admin.email, phone: '9876543210', date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it("accepts the place's `_id` (a number or its digits) and answers the place link and the verified mark", async () => {
    const { body: state } = await app.request<{ places: { _id: string; title: string }[] }[]>('GET', '/api/getState');
    const place = state.flatMap((each) => each.places).find((each) => each.title === 'Mysore Palace')!;
    for (const placeId of [Number(place._id), place._id]) {
      const response = await postAs(undefined, aReview({ tourPlace: undefined, placeId }));
      expect(response.status).toBe(201);
      expect(response.body.review).toMatchObject({
        tourPlace: 'Mysore Palace',
        place: { _id: place._id, id: expect.any(String), slug: 'mysore-palace', title: 'Mysore Palace' },
        verified: false,
      });
    }
    for (const placeId of [99_999_999, 1.5, true, { _id: place._id }]) {
      const unknown = await postAs(undefined, aReview({ tourPlace: undefined, placeId }));
      expect([unknown.status, unknown.body]).toEqual([400, { message: 'Please choose a place from the list.' }]);
    }
  });

  it('answers `place: null` for a text that names no place, and keeps the text', async () => {
    const { body } = await postAs(undefined, aReview({ tourPlace: 'A houseboat somewhere in Kerala' }));
    expect(body.review).toMatchObject({ tourPlace: 'A houseboat somewhere in Kerala', place: null, verified: false });
  });

  it('answers 400 {message} for a broken rule and saves nothing', async () => {
    const before = (await listAs()).length;
    const response = await postAs(undefined, aReview({ comment: '', rating: 9 }));
    expect([response.status, response.body]).toEqual([400, { message: 'Rating must be a whole number from 1 to 5.' }]);
    expect((await listAs()).length).toBe(before);
  });
});

describe('GET /api/reviews/getreview and /api/reviews/allreview', () => {
  it('lists reviews newest first, and pages them 6 at a time with the page count', async () => {
    for (let review = 0; review < 7; review += 1) await postAs(undefined, aReview());
    const list = await listAs();
    expect(list.length).toBeGreaterThanOrEqual(7);
    const page2 = await app.request<ReviewsPage>('GET', '/api/reviews/allreview?page=2&limit=6');
    expect(page2.body).toMatchObject({ page: 2, totalPages: Math.ceil(list.length / 6) });
    expect(page2.body.reviews.map((review) => review._id)).toEqual(list.slice(6, 12).map((review) => review._id));
  });

  it("shows the reviewer's email, phone and date to an admin only (spec §6), on both lists", async () => {
    await postAs(user.token, aReview({ phone: '9123456789' }));
    for (const path of ['/api/reviews/getreview', '/api/reviews/allreview?page=1&limit=6']) {
      const read = async (token?: string) => {
        const { body } = await app.request<LegacyReview[] | ReviewsPage>('GET', path, undefined, token ? { token } : {});
        return Array.isArray(body) ? body : body.reviews;
      };
      expect((await read(admin.token))[0]).toMatchObject({ email: user.email, phone: '9123456789', date: expect.any(String) });
      for (const token of [undefined, user.token, otherUser.token]) {
        const reviews = await read(token);
        for (const key of CONTACT_KEYS) expect(reviews[0]).not.toHaveProperty(key);
        expect(JSON.stringify(reviews)).not.toContain('@');
      }
    }
  });

  it.each([
    ['page=0', 'The page must be a whole number, 1 or more.'],
    ['page=abc', 'The page must be a whole number, 1 or more.'],
    ['limit=0', 'Reviews per page must be a whole number from 1 to 50.'],
    ['limit=500', 'Reviews per page must be a whole number from 1 to 50.'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const response = await app.request('GET', `/api/reviews/allreview?${query}`);
    expect([response.status, response.body]).toEqual([400, { message }]);
  });
});

describe('PUT /api/reviews/updatereview/{id} and DELETE /api/reviews/deletereview/{id}', () => {
  it('lets the author update their review, by `_id` or global ID, whatever email the body claims, and answers {updatedReview}', async () => {
    const { body } = await postAs(user.token, aReview());
    for (const id of [body.review._id, body.review.id]) {
      const edit = { comment: `Even grander, by ${id}.`, rating: 5, tourPlace: 'Mysore Palace', email: 'someone@else.in' };
      const response = await app.request<{ message: string; updatedReview: LegacyReview }>('PUT', `/api/reviews/updatereview/${id}`, edit, {
        token: user.token,
      });
      expect([response.status, response.body.message, response.body.updatedReview.comment]).toEqual([200, 'Review updated successfully!', edit.comment]);
    }
    expect((await storedReview(body.review._id))!.email).toBe(user.email);
  });

  it('answers 400 {message} for a bad edit by the author and keeps the review', async () => {
    const { body } = await postAs(user.token, aReview());
    const before = await storedReview(body.review._id);
    const response = await app.request('PUT', `/api/reviews/updatereview/${body.review._id}`, { comment: ' ', tourPlace: 'Mysore' }, { token: user.token });
    expect([response.status, response.body]).toEqual([400, { message: 'Rating must be a whole number from 1 to 5.' }]);
    expect(await storedReview(body.review._id)).toEqual(before);
  });

  it('lets the author, or an admin, delete a review', async () => {
    for (const deleter of [user, admin]) {
      const { body } = await postAs(user.token, aReview());
      const response = await app.request('DELETE', `/api/reviews/deletereview/${body.review._id}`, undefined, { token: deleter.token });
      expect([response.status, response.body]).toEqual([200, { message: 'Review deleted successfully.' }]);
      expect(await storedReview(body.review._id)).toBeUndefined();
    }
  });

  it.each([
    ['a visitor updating', 'PUT', undefined, 401],
    ['a visitor deleting', 'DELETE', undefined, 401],
    ["another user updating, even naming the author's email", 'PUT', 'otherUser', 403],
    ["another user deleting, even naming the author's email", 'DELETE', 'otherUser', 403],
    ["an admin updating someone else's review", 'PUT', 'admin', 403],
  ] as const)('refuses %s with %s, changing and revealing nothing', async (_, method, caller, status) => {
    const { body } = await postAs(user.token, aReview());
    const before = await storedReview(body.review._id);
    const token = caller === 'otherUser' ? otherUser.token : caller === 'admin' ? admin.token : undefined;
    const path = method === 'PUT' ? `/api/reviews/updatereview/${body.review._id}` : `/api/reviews/deletereview/${body.review._id}`;
    const claim = { comment: 'Hijacked.', rating: 1, tourPlace: 'Nowhere', email: user.email };
    const response = await app.request<{ message: string }>(method, `${path}?email=${encodeURIComponent(user.email)}`, claim, token ? { token } : {});
    expect(response.status).toBe(status);
    expect(Object.keys(response.body)).toEqual(['message']);
    expect(response.body.message).not.toContain(user.email);
    expect(await storedReview(body.review._id)).toEqual(before);
  });

  it('answers 404 for a review that does not exist, by number or by a malformed ID', async () => {
    for (const id of ['999999', 'not-an-id']) {
      expect((await app.request('DELETE', `/api/reviews/deletereview/${id}`, undefined, { token: admin.token })).status).toBe(404);
    }
  });
});
