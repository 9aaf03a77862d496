import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Nodes } from '../testing/graphql-shapes.js';
import type { LegacySignUpBody } from '../testing/legacy-accounts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createAccount, logInAs, signedInAccount } from '../modules/accounts/account.fixtures.js';
import { Role } from './viewer.js';

/*
 * The spec's role table (§6), enforced by the server whatever the browser claims. Each capability that
 * exists so far is tried by every role that must be refused; a refused call reveals and changes nothing.
 */
let app: TestApp;
let user: { id: number; token: string };
let otherUser: { id: number; token: string };
let admin: { id: number; token: string };
beforeAll(async () => {
  app = await startTestApp();
  user = await signedInAccount(app, Role.USER);
  otherUser = await signedInAccount(app, Role.USER);
  admin = await signedInAccount(app, Role.ADMIN);
  await app.database.dataSource.query(
    `INSERT INTO reviews (first_name, email, phone, tour_place, comment) VALUES ('Ravi', 'ravi@example.in', '9123456789', 'Taj Mahal', 'Wonderful sunrise visit.')`,
  );
});
afterAll(() => app.close());

const USER_NODE = `query($id: ID!) { node(id: $id) { id ... on User { email phone role } } }`;
type UserNodeData = { node: { id: string; email: string; phone: string; role: string } | null };
const globalUserId = (id: number) => Buffer.from(`User:${id}`).toString('base64url');

describe('accounts: another account is invisible to everyone but its owner and admins', () => {
  it('answers node(id:) of an account with NOT_FOUND to a visitor and to another user', async () => {
    for (const token of [undefined, otherUser.token]) {
      const { data, errors } = await app.graphql<UserNodeData>(USER_NODE, { id: globalUserId(user.id) }, token ? { token } : {});
      expect(data!.node).toBeNull();
      expect(errors![0]!.extensions!.code).toBe('NOT_FOUND');
      expect(JSON.stringify({ data, errors })).not.toContain('@');
    }
  });

  it('gives the same NOT_FOUND for an account that does not exist (existence does not leak)', async () => {
    const missing = await app.graphql<UserNodeData>(USER_NODE, { id: globalUserId(999_999) }, { token: otherUser.token });
    const forbidden = await app.graphql<UserNodeData>(USER_NODE, { id: globalUserId(user.id) }, { token: otherUser.token });
    expect(missing.errors![0]!.extensions).toEqual(forbidden.errors![0]!.extensions);
  });

  it('lets the owner and an admin read it', async () => {
    for (const token of [user.token, admin.token]) {
      const { data } = await app.graphql<UserNodeData>(USER_NODE, { id: globalUserId(user.id) }, { token });
      expect(data!.node!.role).toBe('USER');
    }
  });

  it('never takes identity from the request: an email in the input or a forged cookie grants nothing', async () => {
    const account = await createAccount(app.database.dataSource, { role: Role.ADMIN });
    const { data } = await app.graphql<{ me: { email: string } | null }>(`{ me { email } }`, { email: account.email }, { headers: { cookie: `india_tours_session=${account.email}` } });
    expect(data!.me).toBeNull();
  });
});

describe('reviews: reviewer email, phone and date are for admins only', () => {
  const REVIEWER_CONTACT = `{ reviews(first: 1) { nodes { firstName email phone createdAt } } }`;
  type ReviewerContactData = { reviews: Nodes<{ firstName: string; email: string | null; phone: string | null; createdAt: string | null }> };

  it('refuses them to a visitor and to a user with FORBIDDEN/UNAUTHENTICATED, leaving the public fields', async () => {
    for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [user.token, 'FORBIDDEN']] as const) {
      const { data, errors } = await app.graphql<ReviewerContactData>(REVIEWER_CONTACT, {}, token ? { token } : {});
      expect(data!.reviews.nodes[0]).toEqual({ firstName: 'Ravi', email: null, phone: null, createdAt: null });
      expect(new Set(errors!.map((error) => error.extensions!.code))).toEqual(new Set([code]));
    }
  });

  it('shows them to an admin', async () => {
    const { data, errors } = await app.graphql<ReviewerContactData>(REVIEWER_CONTACT, {}, { token: admin.token });
    expect(errors).toBeUndefined();
    expect(data!.reviews.nodes[0]).toMatchObject({ email: 'ravi@example.in', phone: '9123456789', createdAt: expect.any(String) });
  });
});

describe('sign-up never grants a role', () => {
  it('creates a USER even when the legacy body asks for admin', async () => {
    const email = `sneaky.${Date.now()}@example.in`;
    const response = await app.request<LegacySignUpBody>('POST', '/api/auth/signup', {
      name: 'Sneaky Person',
      email,
      phone: '9876543210',
      password: 'a-strong-passphrase',
      role: 'admin',
    });
    expect(response.status).toBe(201);
    expect(response.body.user.role).toBe('user');
    const token = await logInAs(app, email, 'a-strong-passphrase');
    expect((await app.graphql<{ me: { role: string } | null }>(`{ me { role } }`, {}, { token })).data!.me!.role).toBe('USER');
  });
});
