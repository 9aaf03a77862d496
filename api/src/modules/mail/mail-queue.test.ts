import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/database.js';
import { silentLogger } from '../../logger.js';
import { capturedLog } from '../../testing/captured-log.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js';
import { createMailTransport } from './mailer.js';
import { MailQueue, retryDelaySeconds } from './mail-queue.js';

let database: Database;
let smtp: TestSmtpServer;
beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const statusOf = async (recipient: string) =>
  (
    await database.dataSource.query(`SELECT status, attempts, last_error AS "lastError" FROM mail_outbox WHERE recipient = $1`, [
      recipient,
    ])
  )[0];

async function enqueue(queue: MailQueue, recipient: string) {
  await database.dataSource.transaction((manager) => queue.enqueue(manager, { to: recipient, subject: 'Hello', text: 'Body text' }));
  queue.notify();
}

describe('the mail queue', () => {
  it('keeps a message whose transaction rolled back out of the queue', async () => {
    const queue = new MailQueue(database.dataSource, createMailTransport({ smtpUrl: smtp.url, mailFrom: 'test@localhost', nodeEnv: 'test', logger: silentLogger }));
    await expect(
      database.dataSource.transaction(async (manager) => {
        await queue.enqueue(manager, { to: 'rolled.back@example.in', subject: 'Never', text: 'Never sent' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await statusOf('rolled.back@example.in')).toBeUndefined();
    await queue.stop();
  });

  it('retries a temporary SMTP failure later and records the delivery; the log names the mail, not its recipient', async () => {
    const log = capturedLog();
    const transport = createMailTransport({ smtpUrl: smtp.url, mailFrom: 'test@localhost', nodeEnv: 'test', logger: silentLogger });
    const queue = new MailQueue(database.dataSource, transport, { logger: log.logger });
    smtp.failNext(1);
    await enqueue(queue, 'retry.me@example.in');
    await expect.poll(async () => (await statusOf('retry.me@example.in')).lastError).toMatch(/451/);
    expect(await statusOf('retry.me@example.in')).toMatchObject({ status: 'PENDING', attempts: 1 });
    // The back-off has not passed: a run now sends nothing.
    queue.notify();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await statusOf('retry.me@example.in')).attempts).toBe(1);

    await database.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = 'retry.me@example.in'`);
    const delivered = smtp.waitForMail('retry.me@example.in');
    queue.notify();
    await delivered;
    await expect.poll(async () => (await statusOf('retry.me@example.in')).status).toBe('SENT');
    await queue.stop();
    expect(log.entries()).toEqual([expect.objectContaining({ msg: 'Mail delivery failed', attempt: 1, mailId: expect.any(String) })]);
    expect(log.text()).not.toContain('retry.me');
  });

  it('gives up after 8 attempts and marks the message FAILED', async () => {
    const queue = new MailQueue(database.dataSource, createMailTransport({ smtpUrl: smtp.url, mailFrom: 'test@localhost', nodeEnv: 'test', logger: silentLogger }));
    await database.dataSource.query(
      `INSERT INTO mail_outbox (recipient, subject, text_body, attempts) VALUES ('give.up@example.in', 'Hello', 'Body', 7)`,
    );
    smtp.failNext(1);
    queue.notify();
    await expect.poll(async () => (await statusOf('give.up@example.in')).status).toBe('FAILED');
    await queue.stop();
  });

  it('in development without SMTP_URL prints the message to the log and keeps it in the queue as LOGGED', async () => {
    const log = capturedLog();
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'test@localhost', nodeEnv: 'development', logger: log.logger });
    const queue = new MailQueue(database.dataSource, transport);
    await enqueue(queue, 'log.only@example.in');
    await expect.poll(async () => (await statusOf('log.only@example.in'))?.status).toBe('LOGGED');
    await queue.stop();
    expect(log.text()).toMatch(/Mail to log\.only@example\.in[\s\S]*Body text/);
  });

  it('in production without SMTP_URL prints nothing: the message waits in the queue, PENDING', async () => {
    const log = capturedLog('debug');
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'test@localhost', nodeEnv: 'production', logger: log.logger });
    expect(transport).toBeUndefined();
    const queue = new MailQueue(database.dataSource, transport, { pollIntervalMs: 10, logger: log.logger });
    queue.start();
    await enqueue(queue, 'waits@example.in');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await queue.stop();
    expect(await statusOf('waits@example.in')).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(log.text()).toBe('');
    // Due now, it would be the next test's sender's first claim.
    await database.dataSource.query(`DELETE FROM mail_outbox WHERE recipient = 'waits@example.in'`);
  });

  it('records nothing for a sender whose claim another sender has taken over', async () => {
    let failSend!: (error: Error) => void;
    const stalledTransport = {
      isDelivering: true,
      send: () => new Promise<void>((_, reject) => (failSend = reject)),
      close() {},
    };
    const queue = new MailQueue(database.dataSource, stalledTransport);
    await enqueue(queue, 'taken.over@example.in');
    await expect.poll(async () => (await statusOf('taken.over@example.in')).attempts).toBe(1);
    // The lease lapsed while the send hung, and another sender claimed the message.
    await database.dataSource.query(
      `UPDATE mail_outbox SET claim_token = gen_random_uuid(), attempts = 2 WHERE recipient = 'taken.over@example.in'`,
    );
    failSend(new Error('connection reset'));
    await queue.stop();
    expect(await statusOf('taken.over@example.in')).toMatchObject({ status: 'PENDING', attempts: 2, lastError: null });
  });

  it('backs off exponentially from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });
});
