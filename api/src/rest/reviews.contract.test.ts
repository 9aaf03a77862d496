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

let serial = 0;
const aReview = (overrides: object = {}) => ({ firstName: 'Kavya', tourPlace: 'Mysore Palace', comment: `Lit up at night, visit ${(serial += 1)}.`, ...overrides });
const postAs = (token: string | undefined, body: object) =>
  app.request('POST', '/api/reviews/postreview', body, { headers: { 'x-forwarded-for': `198.18.0.${serial}` }, ...(token ? { token } : {}) });
const reviewById = async (id: string) => (await app.request('GET', '/api/reviews/getreview')).body.find((review: { _id: string }) => review._id === id);

describe('POST /api/reviews/postreview', () => {
  it('answers 201 with the review in the spec\'s fields, ratings defaulting to 5; never the reviewer\'s contact', async () => {
    const response = await postAs(undefined, aReview({ email: 'kavya@example.in', phone: '9123456789', rating: '4' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      message: 'Thank you for your feedback!',
      review: { _id: expect.stringMatching(/^[0-9]+$/), firstName: 'Kavya', tourPlace: 'Mysore Palace', rating: 4, guideRating: 5, overallRating: 5 },
    });
    expect(response.body.review).not.toHaveProperty('email');
  });

  it('answers 400 {message} for a broken rule', async () => {
    const response = await postAs(undefined, aReview({ comment: '' }));
    expect([response.status, response.body]).toEqual([400, { message: 'Comment is required.' }]);
  });
});

describe('GET /api/reviews/getreview and /api/reviews/allreview', () => {
  it('lists reviews newest first, and pages them 6 at a time with the page count', async () => {
    for (let review = 0; review < 7; review += 1) await postAs(undefined, aReview());
    const list = await app.request('GET', '/api/reviews/getreview');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThanOrEqual(7);
    const page2 = await app.request('GET', '/api/reviews/allreview?page=2&limit=6');
    expect(page2.body).toMatchObject({ page: 2, totalPages: Math.ceil(list.body.length / 6) });
    expect(page2.body.reviews[0]._id).toBe(list.body[6]._id);
  });

  it('answers 400 with a clear message for a page that is not a positive number', async () => {
    for (const query of ['page=0', 'page=abc', 'limit=500']) {
      const response = await app.request('GET', `/api/reviews/allreview?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/page|Int/i);
    }
  });
});

describe('PUT /api/reviews/updatereview/{id} and DELETE /api/reviews/deletereview/{id}', () => {
  it("lets the author update their review, whatever email the body claims, and answers {updatedReview}", async () => {
    const { body } = await postAs(user.token, aReview());
    const response = await app.request('PUT', `/api/reviews/updatereview/${body.review._id}`, { comment: 'Even grander.', rating: 5, tourPlace: 'Mysore Palace', email: 'someone@else.in' }, { token: user.token });
    expect([response.status, response.body.message, response.body.updatedReview.comment]).toEqual([200, 'Review updated successfully!', 'Even grander.']);
  });

  it('lets the author, or an admin, delete a review', async () => {
    for (const deleter of [user, admin]) {
      const { body } = await postAs(user.token, aReview());
      const response = await app.request('DELETE', `/api/reviews/deletereview/${body.review._id}`, undefined, { token: deleter.token });
      expect([response.status, response.body]).toEqual([200, { message: 'Review deleted successfully.' }]);
      expect(await reviewById(body.review._id)).toBeUndefined();
    }
  });

  it.each([
    ['a visitor updating', 'PUT', undefined, 401],
    ['a visitor deleting', 'DELETE', undefined, 401],
    ["another user updating, even naming the author's email", 'PUT', 'otherUser', 403],
    ['another user deleting', 'DELETE', 'otherUser', 403],
    ["an admin updating someone else's review", 'PUT', 'admin', 403],
  ] as const)('refuses %s with %s and changes nothing', async (_, method, caller, status) => {
    const { body } = await postAs(user.token, aReview());
    const before = await reviewById(body.review._id);
    const token = caller === 'otherUser' ? otherUser.token : caller === 'admin' ? admin.token : undefined;
    const path = method === 'PUT' ? `/api/reviews/updatereview/${body.review._id}` : `/api/reviews/deletereview/${body.review._id}`;
    const edit = { comment: 'Hijacked.', rating: 1, tourPlace: 'Nowhere', email: user.email };
    const response = await app.request(method, path, method === 'PUT' ? edit : undefined, token ? { token } : {});
    expect(response.status).toBe(status);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await reviewById(body.review._id)).toEqual(before);
  });

  it('answers 404 for a review that does not exist', async () => {
    expect((await app.request('DELETE', '/api/reviews/deletereview/999999', undefined, { token: admin.token })).status).toBe(404);
  });
});
