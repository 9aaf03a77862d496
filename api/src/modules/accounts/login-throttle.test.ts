import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { LOG_IN, createAccount, logInAs, type LogInData } from './account.fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

let addressSerial = 0;
/** A client address no other test uses (the app trusts the loopback proxy's X-Forwarded-For). */
const newAddress = () => `198.51.100.${(addressSerial += 1)}`;

const tryLogIn = (email: string, password: string, address?: string) =>
  app.graphql<LogInData>(LOG_IN, { input: { email, password } }, address ? { headers: { 'x-forwarded-for': address } } : {});
const failTimes = async (count: number, email: string, address?: string) => {
  for (let attempt = 0; attempt < count; attempt += 1) await tryLogIn(email, 'wrong-password', address);
};
const codeOf = (answer: Awaited<ReturnType<typeof tryLogIn>>) =>
  answer.errors?.[0]?.extensions?.code ?? answer.data!.logIn.errors[0]?.code ?? 'SIGNED_IN';

describe('login throttling', () => {
  it('refuses the 6th attempt after 5 failures for one account with RATE_LIMITED, even with the right password', async () => {
    const account = await createAccount(app.database.dataSource);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(codeOf(await tryLogIn(account.email, 'wrong-password'))).toBe('INVALID_CREDENTIALS');
    }
    const refused = await tryLogIn(account.email, account.password);
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(refused.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.errors![0]!.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
  });

  it('lets the account in again once the window has passed', async () => {
    const account = await createAccount(app.database.dataSource);
    await failTimes(5, account.email);
    await app.database.dataSource.query(`UPDATE login_failures SET attempted_at = now() - interval '16 minutes' WHERE email = $1`, [
      account.email,
    ]);
    expect(codeOf(await tryLogIn(account.email, account.password))).toBe('SIGNED_IN');
  });

  it('clears the failures of an account from the signing-in address on a successful login', async () => {
    const account = await createAccount(app.database.dataSource);
    await failTimes(4, account.email);
    await logInAs(app, account.email, account.password);
    await failTimes(4, account.email);
    expect(codeOf(await tryLogIn(account.email, account.password))).toBe('SIGNED_IN');
  });

  it('refuses a client address after 20 failures across accounts in 15 minutes', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) await tryLogIn(`guess${attempt}@example.in`, 'wrong-password', address);
    const account = await createAccount(app.database.dataSource);
    expect(codeOf(await tryLogIn(account.email, account.password, address))).toBe('RATE_LIMITED');
    expect(codeOf(await tryLogIn(account.email, account.password, newAddress()))).toBe('SIGNED_IN');
  });

  it('holds an address to 20 checks when its attempts arrive all at once', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => tryLogIn(`burst${attempt}@example.in`, 'wrong-password', address)),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(20);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(10);
  });
});

describe('login throttling: the owner is not locked out by someone else guessing', () => {
  it('lets an address that signed in to the account recently in, while the account is locked for every other address', async () => {
    const account = await createAccount(app.database.dataSource);
    const ownersAddress = newAddress();
    expect(codeOf(await tryLogIn(account.email, account.password, ownersAddress))).toBe('SIGNED_IN');
    await failTimes(5, account.email, newAddress());
    expect(codeOf(await tryLogIn(account.email, account.password, newAddress()))).toBe('RATE_LIMITED');
    expect(codeOf(await tryLogIn(account.email, account.password, ownersAddress))).toBe('SIGNED_IN');
  });

  it('still holds a known address to 5 failures of its own for the account', async () => {
    const account = await createAccount(app.database.dataSource);
    const ownersAddress = newAddress();
    await tryLogIn(account.email, account.password, ownersAddress);
    await failTimes(5, account.email, ownersAddress);
    expect(codeOf(await tryLogIn(account.email, account.password, ownersAddress))).toBe('RATE_LIMITED');
  });

  it("does not wipe a guesser's failures when the owner signs in from elsewhere", async () => {
    const account = await createAccount(app.database.dataSource);
    const guesser = newAddress();
    await failTimes(4, account.email, guesser);
    expect(codeOf(await tryLogIn(account.email, account.password, newAddress()))).toBe('SIGNED_IN');
    expect(codeOf(await tryLogIn(account.email, 'wrong-password', guesser))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await tryLogIn(account.email, account.password, guesser))).toBe('RATE_LIMITED');
  });

  it('forgets an address after 30 days without a sign-in from it', async () => {
    const account = await createAccount(app.database.dataSource);
    const ownersAddress = newAddress();
    await tryLogIn(account.email, account.password, ownersAddress);
    await app.database.dataSource.query(`UPDATE sign_in_addresses SET last_signed_in_at = now() - interval '31 days' WHERE user_id = $1`, [
      account.id,
    ]);
    await failTimes(5, account.email, newAddress());
    expect(codeOf(await tryLogIn(account.email, account.password, ownersAddress))).toBe('RATE_LIMITED');
  });
});
