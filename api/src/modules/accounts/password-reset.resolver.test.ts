import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayloadError } from '../../testing/graphql-shapes.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js';
import { LOG_IN, createAccount, logInAs, type LogInData } from './account.fixtures.js';
import { accountServerMessages } from './account.errors.js';

const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { message errors { code field message } } }`;
const RESET = `mutation($token: String!, $newPassword: String!) {
  resetPassword(input: { token: $token, newPassword: $newPassword }) { message errors { code field message } }
}`;
type RequestResetData = { requestPasswordReset: { message: string | null; errors: PayloadError[] } };
type ResetData = { resetPassword: { message: string | null; errors: PayloadError[] } };

let app: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://indiatours.example', queuePollIntervalMs: 200 });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** Waits until every queued request has been processed (its transaction committed). */
async function requestsProcessed(): Promise<void> {
  await expect
    .poll(async () => (await app.database.dataSource.query(`SELECT count(*)::int AS count FROM password_reset_requests`))[0].count)
    .toBe(0);
}

const resetLinkCount = async (userId: number) =>
  (await app.database.dataSource.query(`SELECT count(*)::int AS count FROM password_resets WHERE user_id = $1`, [userId]))[0].count;

/** Asks for a reset and returns the token from the link in the mail the SMTP server received. */
async function resetTokenFromMail(email: string): Promise<string> {
  const mailArrived = smtp.waitForMail(email);
  await app.graphql<RequestResetData>(REQUEST_RESET, { email });
  const mail = await mailArrived;
  const link = /https:\/\/indiatours\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(link, 'the mail holds a reset link').not.toBeNull();
  return link![1]!;
}

describe('requestPasswordReset', () => {
  it('answers the same for an existing and an unknown email, and mails only the existing one', async () => {
    const account = await createAccount(app.database.dataSource);
    const unknown = `nobody.${Date.now()}@example.in`;
    const forUnknown = await app.graphql<RequestResetData>(REQUEST_RESET, { email: unknown });
    const mailArrived = smtp.waitForMail(account.email);
    const forKnown = await app.graphql<RequestResetData>(REQUEST_RESET, { email: account.email.toUpperCase() });
    expect(forKnown).toEqual(forUnknown);
    expect(forKnown.data!.requestPasswordReset).toEqual({ message: accountServerMessages.resetRequested, errors: [] });
    const mail = await mailArrived;
    expect(mail.subject).toBe('Reset your India Tours password');
    expect(smtp.messages.some((message) => JSON.stringify(message.to).includes(unknown))).toBe(false);
  });

  it('records the mail in the mail queue as sent', async () => {
    const account = await createAccount(app.database.dataSource);
    await resetTokenFromMail(account.email);
    await expect
      .poll(async () => (await app.database.dataSource.query(`SELECT status FROM mail_outbox WHERE recipient = $1`, [account.email]))[0]?.status)
      .toBe('SENT');
  });

  it('mails at most 3 links per account in 15 minutes, with the same answer', async () => {
    const account = await createAccount(app.database.dataSource);
    for (let request = 0; request < 5; request += 1) {
      const { data } = await app.graphql<RequestResetData>(REQUEST_RESET, { email: account.email });
      expect(data!.requestPasswordReset.message).toBe(accountServerMessages.resetRequested);
    }
    await requestsProcessed();
    expect(await resetLinkCount(account.id)).toBe(3);
  });

  it('keeps the cap of 3 links under parallel requests', async () => {
    const account = await createAccount(app.database.dataSource);
    await Promise.all(Array.from({ length: 10 }, () => app.graphql<RequestResetData>(REQUEST_RESET, { email: account.email })));
    await requestsProcessed();
    expect(await resetLinkCount(account.id)).toBe(3);
  });

  it('mails a request that an instance left queued when it stopped, once processing runs again', async () => {
    const account = await createAccount(app.database.dataSource);
    await app.database.dataSource.query(`INSERT INTO password_reset_requests (email) VALUES ($1)`, [account.email]);
    const mailArrived = smtp.waitForMail(account.email);
    await app.graphql<RequestResetData>(REQUEST_RESET, { email: `nobody.${Date.now()}@example.in` });
    await mailArrived;
    await requestsProcessed();
    expect(await resetLinkCount(account.id)).toBe(1);
  });

  it('takes a request another instance left queued at its next poll, with no request of its own', async () => {
    const account = await createAccount(app.database.dataSource);
    // Within a few polls of 200 ms; the default poll (5 s) would miss it.
    const mailArrived = smtp.waitForMail(account.email, 2_000);
    await app.database.dataSource.query(`INSERT INTO password_reset_requests (email) VALUES ($1)`, [account.email]);
    await mailArrived;
    await requestsProcessed();
    expect(await resetLinkCount(account.id)).toBe(1);
  });

  it('refuses an invalid email with the spec message', async () => {
    const { data } = await app.graphql<RequestResetData>(REQUEST_RESET, { email: 'no-at-sign' });
    expect(data!.requestPasswordReset.errors).toEqual([
      { code: 'INVALID_EMAIL', field: ['input', 'email'], message: 'Please enter a valid email.' },
    ]);
  });
});

describe('resetPassword', () => {
  it('sets the new password through the mailed link, once, and ends every session of the account', async () => {
    const account = await createAccount(app.database.dataSource);
    const oldSession = await logInAs(app, account.email, account.password);
    const token = await resetTokenFromMail(account.email);

    const reset = await app.graphql<ResetData>(RESET, { token, newPassword: 'new-monsoon-pass-9' });
    expect(reset.data!.resetPassword).toEqual({ message: 'Password reset successfully!', errors: [] });
    expect((await app.graphql<{ me: { id: string } | null }>(`{ me { id } }`, {}, { token: oldSession })).data!.me).toBeNull();
    await expect(logInAs(app, account.email, 'new-monsoon-pass-9')).resolves.toBeTruthy();
    const oldPassword = await app.graphql<LogInData>(LOG_IN, { input: { email: account.email, password: account.password } });
    expect(oldPassword.data!.logIn.errors[0]!.code).toBe('INVALID_CREDENTIALS');

    const again = await app.graphql<ResetData>(RESET, { token, newPassword: 'yet-another-pass-7' });
    expect(again.data!.resetPassword.errors[0]).toMatchObject({ code: 'INVALID_RESET_TOKEN', field: ['input', 'token'] });
  });

  it('lets exactly one of two concurrent uses of a link win', async () => {
    const account = await createAccount(app.database.dataSource);
    const token = await resetTokenFromMail(account.email);
    const answers = await Promise.all(
      ['first-winner-pass-1', 'second-winner-pass-2'].map((newPassword) => app.graphql<ResetData>(RESET, { token, newPassword })),
    );
    const winners = answers.filter((answer) => answer.data!.resetPassword.errors.length === 0);
    expect(winners).toHaveLength(1);
  });

  it('refuses a link older than 30 minutes and leaves the password as it was', async () => {
    const account = await createAccount(app.database.dataSource);
    const token = await resetTokenFromMail(account.email);
    await app.database.dataSource.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [account.id],
    );
    const { data } = await app.graphql<ResetData>(RESET, { token, newPassword: 'too-late-pass-3' });
    expect(data!.resetPassword.errors[0]!.message).toBe(accountServerMessages.invalidResetToken);
    await expect(logInAs(app, account.email, account.password)).resolves.toBeTruthy();
  });

  it("answers 'Missing token' without a token, and the password rules for a bad new password", async () => {
    expect((await app.graphql<ResetData>(RESET, { token: '  ', newPassword: 'whatever-pass' })).data!.resetPassword.errors).toEqual([
      { code: 'MISSING_TOKEN', field: ['input', 'token'], message: 'Missing token' },
    ]);
    const account = await createAccount(app.database.dataSource);
    const token = await resetTokenFromMail(account.email);
    expect((await app.graphql<ResetData>(RESET, { token, newPassword: '123456' })).data!.resetPassword.errors[0]!.code).toBe('COMMON_PASSWORD');
    expect((await app.graphql<ResetData>(RESET, { token, newPassword: '12345' })).data!.resetPassword.errors[0]!.message).toBe(
      'Password must be at least 6 characters long.',
    );
    // The refused attempts did not use the link up.
    expect((await app.graphql<ResetData>(RESET, { token, newPassword: 'finally-good-pass' })).data!.resetPassword.errors).toEqual([]);
  });
});
