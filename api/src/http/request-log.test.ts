import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientAddress, aContactForm } from '../modules/contact/contact.fixtures.js';
import { capturedLog, type CapturedLog } from '../testing/captured-log.js';
import { legacySession } from '../testing/legacy-accounts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
let log: CapturedLog;
beforeAll(async () => {
  log = capturedLog('debug');
  app = await startTestApp({ logger: log.logger });
});
afterAll(() => app.close());

const SEND_MESSAGE = `mutation SendMessage($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) { ticket { number } errors { message } }
}`;

/** The request lines (pino-http's) written since `from`. */
const requestLines = (from = 0) => log.entries().slice(from).filter((entry) => entry.msg === 'request' || entry.msg === 'request failed');

describe('the request log', () => {
  it('writes one line per request, under the id the answer carries in X-Request-Id, with the GraphQL operation', async () => {
    const from = log.entries().length;
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=cookie-secret', authorization: 'Bearer bearer-secret' },
      body: JSON.stringify({ query: 'query PlacesCount { states(first: 1) { totalCount } }' }),
    });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    await expect.poll(() => requestLines(from)).toHaveLength(1);
    expect(requestLines(from)[0]).toEqual({
      level: 30,
      time: expect.any(Number),
      reqId: requestId,
      method: 'POST',
      path: '/graphql',
      operation: 'PlacesCount',
      status: 200,
      durationMs: expect.any(Number),
      msg: 'request',
    });
    expect(log.text()).not.toMatch(/cookie-secret|bearer-secret/);
  });

  it('logs a REST call by its path without the query string, and each request under its own id', async () => {
    const from = log.entries().length;
    const [first, second] = await Promise.all([app.request('GET', '/api/search?q=secret-term'), app.request('GET', '/api/search?q=other')]);
    await expect.poll(() => requestLines(from)).toHaveLength(2);
    const ids = requestLines(from).map((line) => line.reqId);
    expect(ids.sort()).toEqual([first!.headers.get('x-request-id'), second!.headers.get('x-request-id')].sort());
    expect(requestLines(from).map((line) => line.path)).toEqual(['/api/search', '/api/search']);
    expect(log.text()).not.toContain('secret-term');
  });

  it('keeps a line a line: an operation name, which the client chooses, is logged to its first 100 characters', async () => {
    const from = log.entries().length;
    await app.graphql(`query Op${'x'.repeat(5000)} { __typename }`);
    await expect.poll(() => requestLines(from)).toHaveLength(1);
    expect(requestLines(from)[0]!.operation).toBe(`Op${'x'.repeat(98)}`);
  });

  it('keeps the health probes at debug level, below the operator default', async () => {
    const from = log.entries().length;
    await app.request('GET', '/healthz');
    await expect.poll(() => requestLines(from)).toHaveLength(1);
    expect(requestLines(from)[0]).toMatchObject({ level: 20, path: '/healthz' });
  });
});

describe('an internal error', () => {
  it('is logged by operation, error class and request id: no email, phone, name or token from the request', async () => {
    const { token } = await legacySession(app);
    const form = aContactForm({ name: 'Zebulon Quartermain', phone: '9123456780' });
    // A missing table makes the insert fail inside PostgreSQL, with the form's values as its parameters.
    await app.database.dataSource.query('ALTER TABLE contact_messages RENAME TO contact_messages_away');
    const from = log.entries().length;
    try {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': aClientAddress() },
        body: JSON.stringify({ query: SEND_MESSAGE, variables: { input: form } }),
      });
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors).toEqual([expect.objectContaining({ message: 'Internal server error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
      const requestId = response.headers.get('x-request-id');

      await expect.poll(() => requestLines(from)).toHaveLength(1);
      const logged = log.entries().slice(from);
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'Unexpected GraphQL error',
          reqId: requestId,
          operation: 'SendMessage',
          path: 'sendContactMessage',
          errorClass: 'QueryFailedError',
          sqlState: '42P01',
        }),
      );
      expect(requestLines(from)[0]).toMatchObject({ reqId: requestId, operation: 'SendMessage', errorCodes: ['INTERNAL_SERVER_ERROR'] });
      const text = log.text();
      for (const personal of [form.email, form.phone, form.name, 'Zebulon', token]) expect(text).not.toContain(personal);
    } finally {
      await app.database.dataSource.query('ALTER TABLE contact_messages_away RENAME TO contact_messages');
    }
  });
});
