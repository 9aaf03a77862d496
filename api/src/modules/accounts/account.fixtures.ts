import type { DataSource } from 'typeorm';
import { Role } from '../../graphql/viewer.js';
import type { PayloadError } from '../../testing/graphql-shapes.js';
import type { TestApp } from '../../testing/test-app.js';
import { hashPassword } from './password-hashing.js';

export const TEST_PASSWORD = 'monsoon-trek-2024';

let serial = 0;

/** A unique, valid registration: name, email, phone and password as a traveller would type them. */
export function aRegistration(overrides: Partial<Record<'name' | 'email' | 'phone' | 'password', string>> = {}) {
  serial += 1;
  return { name: 'Asha Rao', email: `asha.${serial}.${Date.now()}@example.in`, phone: '9876543210', password: TEST_PASSWORD, ...overrides };
}

/** Inserts an account directly (no session), e.g. an admin that sign-up could never create. */
export async function createAccount(
  dataSource: DataSource,
  options: { role?: Role; email?: string; password?: string } = {},
): Promise<{ id: number; email: string; password: string }> {
  const { email, password } = { ...aRegistration(), ...options };
  const [row] = (await dataSource.query(
    `INSERT INTO users (name, email, phone, password_hash, role) VALUES ('Test Person', $1, '9876543210', $2, $3) RETURNING id`,
    [email.toLowerCase(), await hashPassword(password), options.role ?? Role.USER],
  )) as { id: number }[];
  return { id: row!.id, email: email.toLowerCase(), password };
}

export const LOG_IN = `mutation($input: LogInInput!) {
  logIn(input: $input) { token user { id databaseId name email role } errors { code field message } }
}`;

/** What `LOG_IN` answers. */
export interface LogInData {
  logIn: {
    token: string | null;
    user: { id: string; databaseId: number; name: string; email: string; role: string } | null;
    errors: PayloadError[];
  };
}

/** Signs in through the API and returns the session token (for `Authorization: Bearer`). */
export async function logInAs(app: TestApp, email: string, password: string): Promise<string> {
  const { data, errors } = await app.graphql<LogInData>(LOG_IN, { input: { email, password } });
  if (errors || !data?.logIn.token) throw new Error(`Could not log in ${email}: ${JSON.stringify(errors ?? data?.logIn.errors)}`);
  return data.logIn.token;
}

/** A signed-in account of the role, ready for requests. */
export async function signedInAccount(app: TestApp, role: Role = Role.USER) {
  const account = await createAccount(app.database.dataSource, { role });
  return { ...account, token: await logInAs(app, account.email, account.password) };
}
