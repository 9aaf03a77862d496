import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../graphql/viewer.js';
import { legacySession } from '../testing/legacy-accounts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

type Session = Awaited<ReturnType<typeof legacySession>>;

let app: TestApp;
let user: Session;
let admin: Session;

async function failedMailId(): Promise<string> {
  const [row] = (await app.database.dataSource.query(
    `INSERT INTO mail_outbox (recipient, subject, text_body, status, attempts, last_error, finished_at)
     VALUES ('guest@example.com', 'Your trip plan', 'Hello', 'FAILED', 8, '550 Mailbox unavailable', now()) RETURNING id::text AS id`,
  )) as { id: string }[];
  return row!.id;
}

const statusInDatabase = async (id: string) =>
  ((await app.database.dataSource.query(`SELECT status FROM mail_outbox WHERE id = $1`, [id])) as { status: string }[])[0]!.status;

beforeAll(async () => {
  app = await startTestApp();
  [user, admin] = [await legacySession(app), await legacySession(app, Role.ADMIN)];
});
afterAll(() => app.close());

describe('GET /api/mail', () => {
  it('lists the mail to an admin, newest first, with `_id` beside the global id, and by ?status=', async () => {
    const id = await failedMailId();
    const { status, body } = await app.request<Record<string, unknown>[]>('GET', '/api/mail?status=failed', undefined, { token: admin.token });
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ _id: id, recipient: 'guest@example.com', status: 'FAILED', lastError: '550 Mailbox unavailable' });
    expect(body.every((mail) => mail.status === 'FAILED')).toBe(true);
  });

  it('answers 400 naming the statuses for an unknown ?status=', async () => {
    const { status, body } = await app.request('GET', '/api/mail?status=lost', undefined, { token: admin.token });
    expect([status, body]).toEqual([400, { message: 'status must be pending, sent, logged or failed.' }]);
  });

  it('answers 401 to a visitor and 403 to a user', async () => {
    expect((await app.request('GET', '/api/mail')).status).toBe(401);
    expect((await app.request('GET', '/api/mail', undefined, { token: user.token })).status).toBe(403);
  });
});

describe('POST /api/mail/{id}/retry', () => {
  it('queues a failed mail again for an admin', async () => {
    const id = await failedMailId();
    const { status, body } = await app.request('POST', `/api/mail/${id}/retry`, {}, { token: admin.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, mail: { _id: id, attempts: 0 } });
    expect(await statusInDatabase(id)).not.toBe('FAILED');
  });

  it('answers 409 {message} for a mail that has not failed, 404 for an unknown one', async () => {
    const id = await failedMailId();
    await app.request('POST', `/api/mail/${id}/retry`, {}, { token: admin.token });
    await expect.poll(() => statusInDatabase(id)).toBe('LOGGED');
    const again = await app.request('POST', `/api/mail/${id}/retry`, {}, { token: admin.token });
    expect(again).toMatchObject({ status: 409, body: { message: 'Only a mail whose delivery failed can be sent again.' } });
    expect((await app.request('POST', '/api/mail/999999/retry', {}, { token: admin.token })).status).toBe(404);
  });

  it('answers 401 to a visitor and 403 to a user, and the mail stays FAILED', async () => {
    const id = await failedMailId();
    expect((await app.request('POST', `/api/mail/${id}/retry`, {})).status).toBe(401);
    expect((await app.request('POST', `/api/mail/${id}/retry`, {}, { token: user.token })).status).toBe(403);
    expect(await statusInDatabase(id)).toBe('FAILED');
  });
});
