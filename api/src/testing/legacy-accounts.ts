import { Role } from '../graphql/viewer.js';
import { fromNewAddress } from './client-addresses.js';
import type { HttpAnswer, TestApp } from './test-app.js';

let serial = 0;

export interface LegacyAccount {
  readonly email: string;
  readonly password: string;
}

/** The user as the /api/auth routes answer it: `_id` and a lower-case `role` as the original product, plus the global `id`. */
export interface LegacyUser {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
}

/** The body of a successful `POST /api/auth/login` (a refused one has only `msg`). */
export interface LegacyLogInBody {
  msg: string;
  user: LegacyUser;
  token: string;
}

/** The body of a successful `POST /api/auth/signup` (a refused one has only `message`). */
export interface LegacySignUpBody {
  message: string;
  user: LegacyUser;
}

/**
 * An account made as a legacy client makes it, through `POST /api/auth/signup`. An admin is then
 * promoted by SQL: no route can grant a role (the operator's account comes from the configuration).
 */
export async function signUpOverRest(app: TestApp, role: Role = Role.USER): Promise<LegacyAccount> {
  serial += 1;
  const account = { name: 'Test Person', email: `legacy.${serial}.${Date.now()}@example.in`, phone: '9876543210', password: 'monsoon-trek-2024' };
  const answer = await app.request('POST', '/api/auth/signup', account, { headers: fromNewAddress() });
  if (answer.status !== 201) throw new Error(`Sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  if (role !== Role.USER) await app.database.dataSource.query(`UPDATE users SET role = $1 WHERE email = $2`, [role, account.email]);
  return { email: account.email, password: account.password };
}

export function logInOverRest(app: TestApp, account: LegacyAccount): Promise<HttpAnswer<LegacyLogInBody>> {
  return app.request<LegacyLogInBody>('POST', '/api/auth/login', { email: account.email, password: account.password });
}

/** A new account of the role with a live session: its bearer token, as `POST /api/auth/login` gives it. */
export async function legacySession(app: TestApp, role: Role = Role.USER): Promise<LegacyAccount & { readonly token: string }> {
  const account = await signUpOverRest(app, role);
  return { ...account, token: (await logInOverRest(app, account)).body.token };
}
