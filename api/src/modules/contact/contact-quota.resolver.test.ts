import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { aClientAddress, aContactForm, contactCounts, sendContactMessage } from './contact.fixtures.js';

/* 5 messages per client address per 10 minutes, 3 per email per hour; refusals store and mail nothing. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Sends `count` valid messages and expects each to be stored. */
async function sendAccepted(count: number, form: () => Record<string, unknown>, clientAddress: () => string) {
  for (let sent = 0; sent < count; sent += 1) {
    const { data, errors } = await sendContactMessage(app, form(), clientAddress());
    expect(errors).toBeUndefined();
    expect(data!.sendContactMessage.ticket).not.toBeNull();
  }
}

/** Sends one more and expects RATE_LIMITED with `message`, a wait within the window, and nothing stored or queued. */
async function expectRateLimited(form: Record<string, unknown>, clientAddress: string, windowSeconds: number, message: RegExp) {
  const before = await contactCounts(app.database.dataSource);
  const { data, errors } = await sendContactMessage(app, form, clientAddress);
  expect(data).toBeNull();
  expect(errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  const retryAfterSeconds = errors![0]!.extensions!.retryAfterSeconds as number;
  expect(retryAfterSeconds).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
  expect(errors![0]!.message).toMatch(message);
  expect(await contactCounts(app.database.dataSource)).toEqual(before);
}

describe('sendContactMessage quotas', () => {
  it('refuses a 6th message from one address within 10 minutes, saying when to try again', async () => {
    const address = aClientAddress();
    await sendAccepted(5, () => aContactForm(), () => address);
    await expectRateLimited(aContactForm(), address, 600, /^You have sent several messages just now\. Please try again in 10 minutes\.$/);
    expect((await sendContactMessage(app, aContactForm())).data!.sendContactMessage.ticket).not.toBeNull();
  });

  it('refuses a 4th message naming one email within an hour, from any address and in any letter case', async () => {
    const email = `flooded.${Date.now()}@example.in`;
    await sendAccepted(3, () => aContactForm({ email: email.toUpperCase() }), aClientAddress);
    await expectRateLimited(
      aContactForm({ email: ` ${email} ` }),
      aClientAddress(),
      3600,
      /^Several messages were sent with this email address just now\. Please try again in 60 minutes\.$/,
    );
  });

  it('does not count a message refused for a broken rule', async () => {
    const address = aClientAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await sendContactMessage(app, aContactForm({ phone: '12345' }), address)).data!.sendContactMessage.errors).toHaveLength(1);
    }
    await sendAccepted(5, () => aContactForm(), () => address);
  });
});
