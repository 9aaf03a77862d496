import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegacyLogInBody, LegacySignUpBody } from '../testing/legacy-accounts.js';
import { fromNewAddress } from '../testing/client-addresses.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.js';

/* Spec §7, the /api/auth rows: each runs the GraphQL mutation behind it and keeps the legacy body shapes. */
let app: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

type MeData = { me: { email: string } | null };

let serial = 0;
/** A valid legacy sign-up body with a unique email. */
function aRegistration() {
  serial += 1;
  return { name: 'Test Person', email: `rest.${serial}.${Date.now()}@example.in`, phone: '9876543210', password: 'monsoon-trek-2024' };
}

/** `POST /api/auth/signup` from a traveller's own address (sign-ups are counted per address), or from `headers`' one. */
function signUp(body: Record<string, unknown>, headers = fromNewAddress()) {
  return app.request<LegacySignUpBody & { message: string }>('POST', '/api/auth/signup', body, { headers });
}

/** An account made through the legacy sign-up route itself (this suite reaches the app only over HTTP). */
async function createAccount() {
  const registration = aRegistration();
  const response = await signUp(registration);
  return { id: Number(response.body.user._id), email: registration.email, password: registration.password };
}

describe('POST /api/auth/login', () => {
  it('answers {user} with the session cookie and a token for legacy clients', async () => {
    const account = await createAccount();
    const response = await app.request<LegacyLogInBody>('POST', '/api/auth/login', { email: account.email, password: account.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      msg: 'Login successful!',
      user: { _id: String(account.id), id: expect.any(String), name: 'Test Person', email: account.email, phone: '9876543210', role: 'user' },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(response.headers.get('set-cookie')).toMatch(/india_tours_session=.*HttpOnly/i);
    const me = await app.graphql<MeData>(`{ me { email } }`, {}, { token: response.body.token });
    expect(me.data!.me!.email).toBe(account.email);
  });

  it('answers 401 {msg} alike for a wrong password and an unknown email', async () => {
    const account = await createAccount();
    const wrong = await app.request('POST', '/api/auth/login', { email: account.email, password: 'wrong-password' });
    const unknown = await app.request('POST', '/api/auth/login', { email: 'nobody@example.in', password: 'wrong-password' });
    expect([wrong.status, wrong.body]).toEqual([401, { msg: 'Invalid email or password.' }]);
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
  });

  it('answers 400 {msg} for a missing or malformed field', async () => {
    const response = await app.request('POST', '/api/auth/login', { email: 42 });
    expect([response.status, response.body]).toEqual([400, { msg: 'Please enter a valid email.' }]);
  });

  it('answers 429 with Retry-After once an account has failed 5 times', async () => {
    const account = await createAccount();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.request('POST', '/api/auth/login', { email: account.email, password: 'wrong-password' });
    }
    const refused = await app.request<{ msg: string }>('POST', '/api/auth/login', { email: account.email, password: account.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(refused.body.msg).toMatch(/^Too many failed login attempts/);
  });
});

describe('POST /api/auth/signup', () => {
  it('answers 201 with the new user, signed in', async () => {
    const registration = aRegistration();
    const response = await signUp(registration);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ message: 'Registration successful!', user: { email: registration.email, role: 'user' } });
  });

  it('answers {message} with 400 for a rule and 409 for a taken email', async () => {
    const invalid = await signUp({ ...aRegistration(), phone: '12345' });
    expect([invalid.status, invalid.body]).toEqual([400, { message: 'Please enter a valid 10-digit phone number starting with 6-9.' }]);
    const registration = aRegistration();
    await signUp(registration);
    const taken = await signUp(registration);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already exists/);
  });

  it('answers 429 with Retry-After past 5 new accounts from one address in 10 minutes, creating none', async () => {
    const oneAddress = fromNewAddress();
    const registration = aRegistration();
    await signUp({ ...registration, phone: '12345' }, oneAddress);
    await signUp(registration, oneAddress);
    for (let account = 0; account < 4; account += 1) expect((await signUp(aRegistration(), oneAddress)).status).toBe(201);
    expect((await signUp(registration, oneAddress)).status).toBe(409);
    const refusedRegistration = aRegistration();
    const refused = await signUp(refusedRegistration, oneAddress);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(refused.body).toEqual({ message: 'Too many accounts were created from your network. Please try again in 10 minutes.' });
    expect((await signUp(aRegistration())).status).toBe(201);
    expect((await app.request('POST', '/api/auth/login', refusedRegistration)).status).toBe(401);
  });
});

describe('POST /api/auth/forgot-password and /api/auth/reset-password', () => {
  it('answers {message}, mails a link, and resets with the token in the body or as the bearer header', async () => {
    const account = await createAccount();
    for (const sendTokenAs of ['body', 'bearer'] as const) {
      const mailArrived = smtp.waitForMail(account.email);
      const forgot = await app.request<{ message: string }>('POST', '/api/auth/forgot-password', { email: account.email });
      expect(forgot.status).toBe(200);
      expect(forgot.body.message).toMatch(/^If an account exists for this email/);
      const token = /token=([A-Za-z0-9_-]+)/.exec((await mailArrived).text ?? '')![1]!;
      const newPassword = `fresh-${sendTokenAs}-password`;
      const reset =
        sendTokenAs === 'body'
          ? await app.request('POST', '/api/auth/reset-password', { token, newPassword })
          : await app.request('POST', '/api/auth/reset-password', { newPassword }, { token });
      expect([reset.status, reset.body]).toEqual([200, { msg: 'Password reset successfully!' }]);
      const login = await app.request('POST', '/api/auth/login', { email: account.email, password: newPassword });
      expect(login.status).toBe(200);
    }
  });

  it("answers 400 {msg: 'Missing token'} without a token", async () => {
    const response = await app.request('POST', '/api/auth/reset-password', { newPassword: 'whatever-pass' });
    expect([response.status, response.body]).toEqual([400, { msg: 'Missing token' }]);
  });
});

describe('cross-site protection of state-changing /api routes', () => {
  it('refuses a body that is not JSON with 415', async () => {
    const response = await app.request('POST', '/api/auth/login', 'email=a@b.in&password=secret1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('refuses a cookie-authenticated request from a foreign Origin with 403, and lets our own origin and bearer calls through', async () => {
    const account = await createAccount();
    const login = await app.request('POST', '/api/auth/login', { email: account.email, password: account.password });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const foreign = await app.request('POST', '/api/auth/logout', {}, { headers: { cookie, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect((await app.graphql<MeData>(`{ me { email } }`, {}, { headers: { cookie } })).data!.me!.email).toBe(account.email);
    const own = await app.request('POST', '/api/auth/logout', {}, { headers: { cookie, origin: 'http://localhost:4000' } });
    expect(own.status).toBe(200);
    expect((await app.graphql<MeData>(`{ me { email } }`, {}, { headers: { cookie } })).data!.me).toBeNull();
  });

  it('refuses a cross-site form POST to /api/auth/logout that carries no cookie (SameSite): no cookie-clearing answer', async () => {
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const response = await app.request('POST', '/api/auth/logout', undefined, { headers });
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});
