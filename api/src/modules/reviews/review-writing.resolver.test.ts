import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseIdOfType } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import type { Nodes, PayloadError } from '../../testing/graphql-shapes.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { aReviewDraft, insertReview, storedReview } from './review.fixtures.js';

const POST = `mutation($input: PostReviewInput!) {
  postReview(input: $input) { review { id firstName tourPlace guideRating overallRating rating comment viewerCanEdit } errors { code field message } }
}`;
const UPDATE = `mutation($input: UpdateReviewInput!) {
  updateReview(input: $input) { review { id tourPlace comment rating } errors { code field message } }
}`;
const DELETE = `mutation($id: ID!) { deleteReview(input: { id: $id }) { deletedReviewId message } }`;
const REVIEW_NODE = `query($id: ID!) { node(id: $id) { ... on Review { comment viewerCanEdit viewerCanDelete } } }`;
type PostData = {
  postReview: {
    review: {
      id: string;
      firstName: string;
      tourPlace: string;
      guideRating: number;
      overallRating: number;
      rating: number;
      comment: string;
      viewerCanEdit: boolean;
    } | null;
    errors: PayloadError[];
  };
};
type UpdateData = { updateReview: { review: { id: string; tourPlace: string; comment: string; rating: number } | null; errors: PayloadError[] } };
type DeleteData = { deleteReview: { deletedReviewId: string; message: string } };
type ReviewNodeData = { node: { comment: string; viewerCanEdit: boolean; viewerCanDelete: boolean } | null };

let app: TestApp;
let user: Awaited<ReturnType<typeof signedInAccount>>;
let otherUser: Awaited<ReturnType<typeof signedInAccount>>;
let admin: Awaited<ReturnType<typeof signedInAccount>>;
beforeAll(async () => {
  app = await startTestApp();
  [user, otherUser, admin] = [await signedInAccount(app), await signedInAccount(app), await signedInAccount(app, Role.ADMIN)];
});
afterAll(() => app.close());

let addressSerial = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `192.0.2.${(addressSerial += 1)}` });
const post = (input: object, token?: string) => app.graphql<PostData>(POST, { input }, { headers: fromNewAddress(), ...(token ? { token } : {}) });
const anEdit = (id: string) => ({ id, tourPlace: 'Amber Fort', comment: 'Even better the second time.', rating: 4 });
const reviewCount = async () => (await app.database.dataSource.query(`SELECT count(*)::int AS count FROM reviews`))[0].count as number;

describe('postReview', () => {
  it('takes a visitor review with ratings of 5 by default, and keeps the typed email lower-cased, for admins only', async () => {
    const { data } = await post(aReviewDraft({ email: 'Ravi.K@Example.IN' }));
    expect(data!.postReview).toMatchObject({ review: { guideRating: 5, overallRating: 5, rating: 5, viewerCanEdit: false }, errors: [] });
    const [{ email }] = await app.database.dataSource.query(`SELECT email FROM reviews WHERE comment = $1`, [data!.postReview.review!.comment]);
    expect(email).toBe('ravi.k@example.in');
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'REQUIRED', 'First name is required.'],
    ['tourPlace', { tourPlace: '' }, 'REQUIRED', 'Tour or place is required.'],
    ['comment', { comment: 'x'.repeat(2001) }, 'TOO_LONG', 'Comment must be at most 2000 characters.'],
    ['rating', { rating: 6 }, 'INVALID_RATING', 'Rating must be a whole number from 1 to 5.'],
    ['guideRating', { guideRating: 0 }, 'INVALID_RATING', 'Guide rating must be a whole number from 1 to 5.'],
    ['email', { email: 'ravi@' }, 'INVALID_EMAIL', 'Please enter a valid email.'],
    ['phone', { phone: '+44 20 7946 0958' }, 'INVALID_PHONE', 'Please enter a valid 10-digit phone number.'],
    ['userImage', { userImage: 'javascript:alert(1)' }, 'INVALID_IMAGE', 'Picture must be a path on this site (starting with /).'],
    ['userImage', { userImage: 'https://tracker.example/pixel.gif' }, 'INVALID_IMAGE', 'Picture must be a path on this site (starting with /).'],
  ])('refuses a bad %s with a clear message and saves nothing', async (field, override, code, message) => {
    const before = await reviewCount();
    const { data } = await post(aReviewDraft(override));
    expect(data!.postReview).toEqual({ review: null, errors: [{ code, field: ['input', field], message }] });
    expect(await reviewCount()).toBe(before);
  });

  it("stores a signed-in author's account email whatever the input says, so the review is theirs to edit", async () => {
    const { data } = await post(aReviewDraft({ email: otherUser.email }), user.token);
    expect(data!.postReview.review!.viewerCanEdit).toBe(true);
    const databaseId = databaseIdOfType(data!.postReview.review!.id, 'Review')!;
    expect((await storedReview(app.database.dataSource, databaseId))!.email).toBe(user.email);
  });

  it('refuses a 6th review from one address within 10 minutes with RATE_LIMITED; refused drafts do not count', async () => {
    const headers = fromNewAddress();
    await app.graphql<PostData>(POST, { input: aReviewDraft({ comment: '' }) }, { headers });
    for (let review = 0; review < 5; review += 1) {
      expect((await app.graphql<PostData>(POST, { input: aReviewDraft() }, { headers })).data!.postReview.errors).toEqual([]);
    }
    const before = await reviewCount();
    const refused = await app.graphql<PostData>(POST, { input: aReviewDraft() }, { headers });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(refused.errors![0]!.message).toMatch(/^You have posted several reviews just now\. Please try again in (1 minute|\d+ minutes)\.$/);
    expect(await reviewCount()).toBe(before);
    expect((await post(aReviewDraft())).data!.postReview.errors).toEqual([]);
  });
});

describe('updateReview and deleteReview: a review is its author\'s (by account email)', () => {
  it('lets the author change tour or place, comment and rating', async () => {
    const review = await insertReview(app.database.dataSource, { email: user.email.toUpperCase() });
    const { data } = await app.graphql<UpdateData>(UPDATE, { input: anEdit(review.id) }, { token: user.token });
    expect(data!.updateReview).toEqual({ review: { id: review.id, tourPlace: 'Amber Fort', comment: 'Even better the second time.', rating: 4 }, errors: [] });
  });

  it('refuses a bad edit with the rule broken and keeps the review as it was', async () => {
    const review = await insertReview(app.database.dataSource, { email: user.email });
    const { data } = await app.graphql<UpdateData>(UPDATE, { input: { ...anEdit(review.id), comment: ' ', rating: 9 } }, { token: user.token });
    expect(data!.updateReview.errors.map((error: { code: string }) => error.code)).toEqual(['INVALID_RATING', 'REQUIRED']);
    expect((await storedReview(app.database.dataSource, review.databaseId))!.comment).toBe('Pink city at dusk.');
  });

  it('lets an admin edit their own review, and delete any review', async () => {
    const own = await insertReview(app.database.dataSource, { email: admin.email });
    expect((await app.graphql<UpdateData>(UPDATE, { input: anEdit(own.id) }, { token: admin.token })).data!.updateReview.errors).toEqual([]);
    const someonesElse = await insertReview(app.database.dataSource, { email: user.email });
    const { data } = await app.graphql<DeleteData>(DELETE, { id: someonesElse.id }, { token: admin.token });
    expect(data!.deleteReview).toEqual({ deletedReviewId: someonesElse.id, message: 'Review deleted successfully.' });
    expect(await storedReview(app.database.dataSource, someonesElse.databaseId)).toBeUndefined();
  });

  it('lets a user delete their own review', async () => {
    const review = await insertReview(app.database.dataSource, { email: user.email });
    expect((await app.graphql<DeleteData>(DELETE, { id: review.id }, { token: user.token })).errors).toBeUndefined();
    expect(await storedReview(app.database.dataSource, review.databaseId)).toBeUndefined();
  });

  it('answers NOT_FOUND for a review that does not exist', async () => {
    const { errors } = await app.graphql<DeleteData>(DELETE, { id: Buffer.from('Review:999999').toString('base64url') }, { token: admin.token });
    expect(errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('tells each caller what they may do with a review, without revealing whose it is', async () => {
    const review = await insertReview(app.database.dataSource, { email: user.email });
    const rights = async (token?: string) => (await app.graphql<ReviewNodeData>(REVIEW_NODE, { id: review.id }, token ? { token } : {})).data!.node;
    expect(await rights()).toMatchObject({ viewerCanEdit: false, viewerCanDelete: false });
    expect(await rights(user.token)).toMatchObject({ viewerCanEdit: true, viewerCanDelete: true });
    expect(await rights(otherUser.token)).toMatchObject({ viewerCanEdit: false, viewerCanDelete: false });
    expect(await rights(admin.token)).toMatchObject({ viewerCanEdit: false, viewerCanDelete: true });
  });
});

describe('viewerCanEdit and viewerCanDelete on a page of cards', () => {
  const CARDS = `{ reviewsPage(page: 1) { nodes { id viewerCanEdit viewerCanDelete } } }`;
  type CardsData = { reviewsPage: Nodes<{ id: string; viewerCanEdit: boolean; viewerCanDelete: boolean }> };
  /** The statements of one request that read accounts (the session's own statement joins users, never reads FROM it). */
  const accountReadsOf = async (query: string, token?: string) => {
    app.queries.reset();
    const { data, errors } = await app.graphql<CardsData>(query, {}, token ? { token } : {});
    expect(errors).toBeUndefined();
    return { data: data!, accountReads: app.queries.statements.filter((sql) => /FROM "users"/.test(sql)).length };
  };

  it("reads the caller's account once for the whole page, a visitor's never, and not at all when no card asks", async () => {
    const [own, others, anonymous] = [
      await insertReview(app.database.dataSource, { email: user.email }),
      await insertReview(app.database.dataSource, { email: otherUser.email }),
      await insertReview(app.database.dataSource),
    ];
    const { data, accountReads } = await accountReadsOf(CARDS, user.token);
    expect(accountReads).toBe(1);
    const rightsOf = (id: string) => data.reviewsPage.nodes.find((node) => node.id === id);
    expect([rightsOf(own.id), rightsOf(others.id), rightsOf(anonymous.id)]).toEqual([
      { id: own.id, viewerCanEdit: true, viewerCanDelete: true },
      { id: others.id, viewerCanEdit: false, viewerCanDelete: false },
      { id: anonymous.id, viewerCanEdit: false, viewerCanDelete: false },
    ]);
    expect((await accountReadsOf(CARDS)).accountReads).toBe(0);
    expect((await accountReadsOf(`{ reviewsPage(page: 1) { nodes { id } } }`, user.token)).accountReads).toBe(0);
  });
});

describe('review editing refused to every role the table refuses (spec §6), changing nothing', () => {
  const refusals = [
    ['a visitor editing', UPDATE, undefined, 'UNAUTHENTICATED'],
    ['a visitor deleting', DELETE, undefined, 'UNAUTHENTICATED'],
    ["a user editing another's review", UPDATE, 'otherUser', 'FORBIDDEN'],
    ["a user deleting another's review", DELETE, 'otherUser', 'FORBIDDEN'],
    ["an admin editing another's review", UPDATE, 'admin', 'FORBIDDEN'],
  ] as const;

  it.each(refusals)('refuses %s', async (_, document, caller, code) => {
    const review = await insertReview(app.database.dataSource, { email: user.email });
    const before = await storedReview(app.database.dataSource, review.databaseId);
    const token = caller === 'otherUser' ? otherUser.token : caller === 'admin' ? admin.token : undefined;
    const variables = document === UPDATE ? { input: { ...anEdit(review.id) } } : { id: review.id };
    const response = await app.graphql(document, variables, token ? { token } : {});
    expect(response.errors![0]!.extensions!.code).toBe(code);
    expect(response.data).toBeNull();
    expect(JSON.stringify(response)).not.toContain(user.email);
    expect(await storedReview(app.database.dataSource, review.databaseId)).toEqual(before);
  });
});

describe('reviewsPage', () => {
  it('answers numbered pages of 6, newest first, with the page count', async () => {
    const { data } = await app.graphql<{
      reviewsPage: Nodes<{ id: string }> & { page: number; perPage: number; totalPages: number; totalCount: number };
    }>(`{ reviewsPage(page: 1) { nodes { id } page perPage totalPages totalCount } }`);
    const { nodes, perPage, totalPages, totalCount } = data!.reviewsPage;
    expect(perPage).toBe(6);
    expect(nodes.length).toBe(Math.min(6, totalCount));
    expect(totalPages).toBe(Math.max(1, Math.ceil(totalCount / 6)));
  });

  it('refuses page 0 and 51 per page with BAD_USER_INPUT and a clear message', async () => {
    for (const query of [`{ reviewsPage(page: 0) { page } }`, `{ reviewsPage(perPage: 51) { page } }`]) {
      const { errors } = await app.graphql(query);
      expect(errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0]!.message).toMatch(/page/);
    }
  });
});
