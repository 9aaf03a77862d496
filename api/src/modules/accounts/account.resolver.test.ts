import { accountMessages } from '@india-tours/validation/accounts';
import { checkMessages } from '@india-tours/validation';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '../../graphql/viewer.js';
import type { PayloadError } from '../../testing/graphql-shapes.js';
import { fromNewAddress } from '../../testing/client-addresses.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { LOG_IN, aRegistration, createAccount, logInAs, signedInAccount, type LogInData } from './account.fixtures.js';
import { accountServerMessages } from './account.errors.js';

const REGISTER = `mutation($input: RegisterInput!) {
  register(input: $input) { user { id name email phone role } errors { code field message } }
}`;
const ME = `{ me { id databaseId name email role } }`;
type RegisterData = {
  register: { user: { id: string; name: string; email: string; phone: string; role: string } | null; errors: PayloadError[] };
};
type MeData = { me: { id: string; databaseId: number; name: string; email: string; role: string } | null };

/** Each registration as a traveller on an address of their own: sign-ups are counted per address. */
const registerFromNewAddress = (variables: { input: Record<string, unknown> }) =>
  app.graphql<RegisterData>(REGISTER, variables, { headers: fromNewAddress() });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('register', () => {
  it('creates a USER account, signs it in with an httpOnly SameSite=Lax cookie, and stores the email lower-cased', async () => {
    const registration = aRegistration({ email: 'Meera.Iyer@Example.IN' });
    const response = await app.request<{ data: RegisterData }>(
      'POST',
      '/graphql',
      { query: REGISTER, variables: { input: registration } },
      { headers: fromNewAddress() },
    );
    expect(response.body.data.register).toMatchObject({
      user: { name: 'Asha Rao', email: 'meera.iyer@example.in', phone: '9876543210', role: 'USER' },
      errors: [],
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^india_tours_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const session = cookie.split(';')[0]!;
    const me = await app.graphql<MeData>(ME, {}, { headers: { cookie: session } });
    expect(me.data!.me).toMatchObject({ email: 'meera.iyer@example.in', role: 'USER' });
  });

  it.each([
    ['name', { name: 'R2-D2' }, 'INVALID_NAME', accountMessages.invalidName],
    ['email', { email: 'asha@example' }, 'INVALID_EMAIL', accountMessages.invalidEmail],
    ['phone', { phone: '5876543210' }, 'INVALID_PHONE', accountMessages.invalidPhone],
    ['phone', { phone: '987654321' }, 'INVALID_PHONE', accountMessages.invalidPhone],
    ['password', { password: 'abc12' }, 'INVALID_PASSWORD', accountMessages.passwordTooShort],
    ['password', { password: 'x'.repeat(129) }, 'INVALID_PASSWORD', accountMessages.passwordTooLong],
    ['password', { password: 'Password1' }, 'COMMON_PASSWORD', accountMessages.commonPassword],
    ['passwordConfirmation', { passwordConfirmation: 'something else' }, 'PASSWORDS_DO_NOT_MATCH', accountMessages.passwordsDoNotMatch],
  ])('refuses a bad %s with the spec message and creates nothing', async (field, override, code, message) => {
    const registration = { ...aRegistration(), ...override };
    const { data } = await registerFromNewAddress({ input: registration });
    expect(data!.register).toEqual({ user: null, errors: [{ code, field: ['input', field], message }] });
    const [{ count }] = await app.database.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [
      registration.email.toLowerCase(),
    ]);
    expect(count).toBe(0);
  });

  it('measures the email as stored: one that lower-casing lengthens past 254 characters is refused cleanly', async () => {
    const { data, errors } = await registerFromNewAddress({ input: aRegistration({ email: `${'İ'.repeat(240)}@example.in` }) });
    expect(errors).toBeUndefined();
    expect(data!.register.errors[0]!.code).toBe('INVALID_EMAIL');
  });

  it('never echoes the input back in an oversize error (a password among it)', async () => {
    const response = await registerFromNewAddress({ input: aRegistration({ name: 'x'.repeat(1001), password: 'echo-me-not-123' }) });
    expect(response.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(response)).not.toContain('echo-me-not-123');
  });

  it('counts a password in characters, not UTF-16 units: 100 emoji are within the 128 allowed', async () => {
    const { data } = await registerFromNewAddress({ input: aRegistration({ password: '🌊'.repeat(100) }) });
    expect(data!.register.errors).toEqual([]);
  });

  it('refuses an email with a look-alike or invisible character, saying so, and creates no account', async () => {
    for (const email of ['\u0430dmin@example.in', 'ad\u200bmin@example.in', '\uff41dmin@example.in']) {
      const { data } = await registerFromNewAddress({ input: aRegistration({ email }) });
      expect(data!.register).toEqual({ user: null, errors: [{ code: 'INVALID_EMAIL', field: ['input', 'email'], message: checkMessages.lookAlikeEmail }] });
    }
  });

  it('reports every bad field at once', async () => {
    const { data } = await registerFromNewAddress({ input: { name: '', email: 'x', phone: '1', password: '1' } });
    expect(data!.register.errors.map((error: { code: string }) => error.code)).toEqual([
      'INVALID_NAME',
      'INVALID_EMAIL',
      'INVALID_PHONE',
      'INVALID_PASSWORD',
    ]);
  });

  it('refuses a second account for the same email in any letter case, and keeps the first intact', async () => {
    const registration = aRegistration();
    await registerFromNewAddress({ input: registration });
    const again = await registerFromNewAddress({
      input: { ...registration, email: registration.email.toUpperCase(), name: 'Someone Else', password: 'another-pass-123' },
    });
    expect(again.data!.register.errors).toEqual([
      { code: 'EMAIL_TAKEN', field: ['input', 'email'], message: accountServerMessages.emailTaken },
    ]);
    await expect(logInAs(app, registration.email, registration.password)).resolves.toBeTruthy();
  });

  it('creates at most 5 accounts from one address in 10 minutes, even when they all arrive at once (RATE_LIMITED)', async () => {
    const oneAddress = fromNewAddress();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(() => app.graphql<RegisterData>(REGISTER, { input: aRegistration() }, { headers: oneAddress })),
    );
    expect(answers.filter((answer) => answer.data?.register.user).length).toBe(5);
    const refusals = answers.flatMap((answer) => answer.errors ?? []);
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) {
      expect(refusal.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
      expect(refusal.message).toMatch(/^Too many accounts were created from your network\. Please try again in \d+ minutes?\.$/);
    }
  });

  it('keeps one account when the same email signs up twice at the same moment', async () => {
    const registration = aRegistration();
    const answers = await Promise.all([1, 2, 3].map(() => registerFromNewAddress({ input: registration })));
    expect(answers.filter((answer) => answer.data!.register.user).length).toBe(1);
  });
});

describe('logIn', () => {
  it('signs in with any letter case of the email and answers the user, a token, and a fresh session each time', async () => {
    const account = await createAccount(app.database.dataSource);
    const first = await app.graphql<LogInData>(LOG_IN, { input: { email: account.email.toUpperCase(), password: account.password } });
    const second = await app.graphql<LogInData>(LOG_IN, { input: { email: account.email, password: account.password } });
    expect(first.data!.logIn).toMatchObject({ user: { email: account.email, role: 'USER' }, errors: [] });
    expect(first.data!.logIn.token).not.toBe(second.data!.logIn.token);
    const me = await app.graphql<MeData>(ME, {}, { token: first.data!.logIn.token! });
    expect(me.data!.me!.email).toBe(account.email);
  });

  it('marks the cookie Secure when the app is served over https (behind a local TLS proxy)', async () => {
    const account = await createAccount(app.database.dataSource);
    const response = await app.request(
      'POST',
      '/graphql',
      { query: LOG_IN, variables: { input: { email: account.email, password: account.password } } },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('marks the cookie Secure whenever PUBLIC_URL is https, even where the proxy in front is not trusted', async () => {
    const httpsSite = await startTestApp({ publicUrl: 'https://indiatours.example' });
    try {
      const account = await createAccount(httpsSite.database.dataSource);
      const response = await httpsSite.request('POST', '/graphql', {
        query: LOG_IN,
        variables: { input: { email: account.email, password: account.password } },
      });
      expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    } finally {
      await httpsSite.close();
    }
  });

  it('gives a wrong password and an unknown email the very same answer', async () => {
    const account = await createAccount(app.database.dataSource);
    const wrongPassword = await app.graphql<LogInData>(LOG_IN, { input: { email: account.email, password: 'not-the-password' } });
    const unknownEmail = await app.graphql<LogInData>(LOG_IN, { input: { email: `nobody.${Date.now()}@example.in`, password: 'not-the-password' } });
    expect(wrongPassword).toEqual(unknownEmail);
    expect(wrongPassword.data!.logIn).toEqual({
      token: null,
      user: null,
      errors: [{ code: 'INVALID_CREDENTIALS', field: null, message: 'Invalid email or password.' }],
    });
  });

  it('makes an unknown email pay the same password check as a wrong password (its time tells nothing)', async () => {
    const account = await createAccount(app.database.dataSource);
    const verify = vi.spyOn(argon2, 'verify');
    try {
      await app.graphql<LogInData>(LOG_IN, { input: { email: account.email, password: 'not-the-password' } });
      expect(verify).toHaveBeenCalledTimes(1);
      await app.graphql<LogInData>(LOG_IN, { input: { email: `nobody.${Date.now()}@example.in`, password: 'not-the-password' } });
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });

  it('validates with the login form messages before looking anything up', async () => {
    const { data } = await app.graphql<LogInData>(LOG_IN, { input: { email: 'not an email', password: '12345' } });
    expect(data!.logIn.errors).toEqual([
      { code: 'INVALID_EMAIL', field: ['input', 'email'], message: 'Please enter a valid email.' },
      { code: 'INVALID_PASSWORD', field: ['input', 'password'], message: 'Password must be at least 6 characters.' },
    ]);
  });

  it('uses all 128 characters of a long password (never truncated)', async () => {
    const longPassword = `${'a-long-passphrase-'.repeat(7)}xx`.slice(0, 128);
    const account = await createAccount(app.database.dataSource, { password: longPassword });
    const almost = `${longPassword.slice(0, 127)}y`;
    expect((await app.graphql<LogInData>(LOG_IN, { input: { email: account.email, password: almost } })).data!.logIn.user).toBeNull();
    expect((await app.graphql<LogInData>(LOG_IN, { input: { email: account.email, password: longPassword } })).data!.logIn.user).not.toBeNull();
  });

  it('stores argon2id hashes with OWASP parameters, never the password', async () => {
    const account = await createAccount(app.database.dataSource);
    await logInAs(app, account.email, account.password);
    const [{ hash }] = await app.database.dataSource.query(`SELECT password_hash AS hash FROM users WHERE id = $1`, [account.id]);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(hash).not.toContain(account.password);
  });
});

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const { id, token } = await signedInAccount(app);
    const rows = await app.database.dataSource.query(`SELECT encode(token_hash, 'hex') AS hash FROM sessions WHERE user_id = $1`, [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].hash).toHaveLength(64);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('logOut revokes the session at once and clears the cookie', async () => {
    const { token } = await signedInAccount(app);
    const response = await app.request<{ data: { logOut: { loggedOut: boolean } } }>(
      'POST',
      '/graphql',
      { query: 'mutation { logOut { loggedOut } }' },
      { token },
    );
    expect(response.body.data.logOut.loggedOut).toBe(true);
    expect(response.headers.get('set-cookie')).toMatch(/india_tours_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await app.graphql<MeData>(ME, {}, { token })).data!.me).toBeNull();
  });

  it.each([
    [Role.USER, 'last_seen_at', '7 days 1 minute'],
    [Role.USER, 'created_at', '30 days 1 minute'],
    [Role.ADMIN, 'last_seen_at', '31 minutes'],
    [Role.ADMIN, 'created_at', '12 hours 1 minute'],
  ])('ends a %s session whose %s is %s ago', async (role, column, age) => {
    const { id, token } = await signedInAccount(app, role);
    expect((await app.graphql<MeData>(ME, {}, { token })).data!.me!.databaseId).toBe(id);
    await app.database.dataSource.query(`UPDATE sessions SET ${column} = now() - $2::interval WHERE user_id = $1`, [id, age]);
    // On a server, the instance kept the session read above until the database tells it of the change.
    await expect.poll(async () => (await app.graphql<MeData>(ME, {}, { token })).data!.me).toBeNull();
  });

  it('keeps a USER session alive for 6 idle days, and an ADMIN one for 29 idle minutes', async () => {
    for (const [role, idle] of [[Role.USER, '6 days'], [Role.ADMIN, '29 minutes']] as const) {
      const { id, token } = await signedInAccount(app, role);
      await app.database.dataSource.query(`UPDATE sessions SET last_seen_at = now() - $2::interval WHERE user_id = $1`, [id, idle]);
      expect((await app.graphql<MeData>(ME, {}, { token })).data!.me!.databaseId).toBe(id);
    }
  });

  it('records a session\'s use at most once a minute, not on every request', async () => {
    const { id, token } = await signedInAccount(app);
    const lastSeenSecondsAgo = async () =>
      ((await app.database.dataSource.query(`SELECT extract(epoch FROM now() - last_seen_at)::int AS ago FROM sessions WHERE user_id = $1`, [id])) as [
        { ago: number },
      ])[0].ago;
    await app.database.dataSource.query(`UPDATE sessions SET last_seen_at = now() - interval '50 seconds' WHERE user_id = $1`, [id]);
    expect((await app.graphql<MeData>(ME, {}, { token })).data!.me!.databaseId).toBe(id);
    expect(await lastSeenSecondsAgo()).toBeGreaterThanOrEqual(50);
    await app.database.dataSource.query(`UPDATE sessions SET last_seen_at = now() - interval '70 seconds' WHERE user_id = $1`, [id]);
    // The session is read again, and its use recorded, once the instance that kept it is told of the change.
    await expect
      .poll(async () => {
        expect((await app.graphql<MeData>(ME, {}, { token })).data!.me!.databaseId).toBe(id);
        return lastSeenSecondsAgo();
      })
      .toBeLessThan(5);
  });

  it('ignores a forged, malformed or unknown token: the caller is a visitor', async () => {
    for (const token of ['x', 'A'.repeat(43), "' OR 1=1 --"]) {
      expect((await app.graphql<MeData>(ME, {}, { token })).data!.me).toBeNull();
    }
  });
});
