import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { Role } from '../../graphql/viewer.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js';

const MAIL_OUTBOX = `query($filter: OutboxFilter, $first: Int, $after: String) {
  mailOutbox(filter: $filter, first: $first, after: $after) {
    totalCount
    nodes { id recipient subject status attempts lastError queuedAt finishedAt nextAttemptAt }
    pageInfo { hasNextPage endCursor }
  }
}`;

const RETRY_MAIL = `mutation($input: RetryMailInput!) {
  retryMail(input: $input) { mail { id status attempts nextAttemptAt } errors { code field message } }
}`;

interface OutboxMailShape {
  id: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  finishedAt: string | null;
  nextAttemptAt: string | null;
}

let app: TestApp;
let smtp: TestSmtpServer;
let admin: { token: string };
let user: { token: string };

/** A mail the sender gave up on, as the queue leaves it after its last attempt. */
async function failedMail(recipient: string): Promise<string> {
  const [row] = (await app.database.dataSource.query(
    `INSERT INTO mail_outbox (recipient, subject, text_body, status, attempts, last_error, finished_at)
     VALUES ($1, 'Your booking IT-TEST2345', 'Hello', 'FAILED', 8, '550 Mailbox unavailable', now()) RETURNING id`,
    [recipient],
  )) as { id: string }[];
  return toGlobalId('OutboxMail', Number(row!.id));
}

async function statusOf(id: string): Promise<string> {
  const answer = await app.graphql<{ node: { status: string } }>(`query($id: ID!) { node(id: $id) { ... on OutboxMail { status } } }`, { id }, admin);
  return answer.data!.node.status;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ smtpUrl: smtp.url });
  admin = await signedInAccount(app, Role.ADMIN);
  user = await signedInAccount(app, Role.USER);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('mailOutbox', () => {
  it('lists mails newest first with their status and last error, page by page, and by status', async () => {
    const older = await failedMail('older@example.com');
    const newer = await failedMail('newer@example.com');
    const firstPage = await app.graphql<{ mailOutbox: { nodes: OutboxMailShape[]; pageInfo: { endCursor: string } } }>(
      MAIL_OUTBOX,
      { filter: { status: 'FAILED' }, first: 1 },
      admin,
    );
    expect(firstPage.data!.mailOutbox.nodes).toEqual([
      expect.objectContaining({ id: newer, recipient: 'newer@example.com', status: 'FAILED', lastError: '550 Mailbox unavailable', nextAttemptAt: null }),
    ]);
    const secondPage = await app.graphql<{ mailOutbox: { nodes: OutboxMailShape[] } }>(
      MAIL_OUTBOX,
      { filter: { status: 'FAILED' }, first: 1, after: firstPage.data!.mailOutbox.pageInfo.endCursor },
      admin,
    );
    expect(secondPage.data!.mailOutbox.nodes.map((mail) => mail.id)).toEqual([older]);
  });

  it('reads any number of mails by nodes(ids:) in one statement', async () => {
    const ids = await Promise.all(['a@example.com', 'b@example.com', 'c@example.com'].map(failedMail));
    app.queries.reset();
    const answer = await app.graphql<{ nodes: { recipient: string }[] }>(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on OutboxMail { recipient } } }`, { ids }, admin);
    expect(answer.data!.nodes.map((mail) => mail.recipient)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    // Reads only: the outbox's sender claims due mail (UPDATE mail_outbox …) on its own schedule.
    expect(app.queries.statements.filter((statement) => /^\s*SELECT\b[\s\S]*\bmail_outbox\b/.test(statement))).toHaveLength(1);
  });

  it('is refused to a visitor (UNAUTHENTICATED) and a user (FORBIDDEN), and node(id) hides a mail from them', async () => {
    const id = await failedMail('private@example.com');
    expect((await app.graphql(MAIL_OUTBOX)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.graphql(MAIL_OUTBOX, {}, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asUser = await app.graphql<{ node: null }>(`query($id: ID!) { node(id: $id) { id } }`, { id }, user);
    expect(asUser.data?.node).toBeNull();
    expect(asUser.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('retryMail', () => {
  it('queues a failed mail again with fresh attempts, and the sender delivers it', async () => {
    const id = await failedMail('retry-me@example.com');
    const answer = await app.graphql<{ retryMail: { mail: OutboxMailShape; errors: unknown[] } }>(RETRY_MAIL, { input: { mailId: id } }, admin);
    expect(answer.data!.retryMail).toEqual({ mail: expect.objectContaining({ id, status: 'PENDING', attempts: 0 }), errors: [] });
    const delivered = await smtp.waitForMail('retry-me@example.com');
    expect(delivered.subject).toBe('Your booking IT-TEST2345');
    await expect.poll(() => statusOf(id)).toBe('SENT');
  });

  it('refuses a mail that has not failed, changing nothing', async () => {
    const id = await failedMail('twice@example.com');
    await app.graphql(RETRY_MAIL, { input: { mailId: id } }, admin);
    await expect.poll(() => statusOf(id)).toBe('SENT');
    const again = await app.graphql<{ retryMail: { mail: null; errors: { code: string; message: string }[] } }>(RETRY_MAIL, { input: { mailId: id } }, admin);
    expect(again.data!.retryMail).toEqual({
      mail: null,
      errors: [{ code: 'NOT_FAILED', field: ['input', 'mailId'], message: 'Only a mail whose delivery failed can be sent again.' }],
    });
    expect(await statusOf(id)).toBe('SENT');
  });

  it('answers NOT_FOUND for an unknown or foreign ID', async () => {
    for (const mailId of [toGlobalId('OutboxMail', 999_999), toGlobalId('Booking', 1), 'nonsense']) {
      const answer = await app.graphql(RETRY_MAIL, { input: { mailId } }, admin);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('is refused to a visitor and a user, and the mail stays FAILED', async () => {
    const id = await failedMail('not-yours@example.com');
    expect((await app.graphql(RETRY_MAIL, { input: { mailId: id } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.graphql(RETRY_MAIL, { input: { mailId: id } }, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await statusOf(id)).toBe('FAILED');
  });
});
