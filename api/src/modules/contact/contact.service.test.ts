import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityManager } from 'typeorm';
import type { Database } from '../../db/database.js';
import { SubmissionQuota } from '../../db/submission-quota.js';
import { openTestDatabase } from '../../db/test-database.js';
import { MailQueue } from '../mail/index.js';
import { visitorActor } from '../../testing/actors.js';
import { aContactForm, contactCounts, storedMessage } from './contact.fixtures.js';
import { contactTickets } from './contact.rules.js';
import { ContactService } from './contact.service.js';

const OFFICER = { name: 'Priya Sharma', designation: 'Grievance Officer', email: 'grievance@indiatours.test', phone: '+91 11 4000 0000', address: 'New Delhi' };

let database: Database;
let mailQueue: MailQueue;
let serial = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  const realQueue = new MailQueue(database.dataSource, { isDelivering: true, send: async () => undefined, close: () => undefined });
  // Queues for real but never delivers: the mails stay as queued, where the tests read them.
  mailQueue = { enqueue: realQueue.enqueue.bind(realQueue), notify: vi.fn() } as unknown as MailQueue;
});
afterAll(() => database.close());

/** A service with quotas of its own (roomy unless `emailsPerWindow` is given), so only what a test does counts; `operatorEmail: null` configures none. */
function service(options: { queue?: MailQueue; operatorEmail?: string | null; emailsPerWindow?: number } = {}) {
  serial += 1;
  const quota = (kind: string, max = 100) => new SubmissionQuota({ kind: `${kind}-${serial}`, max, windowSeconds: 600 });
  const operatorEmail = options.operatorEmail === null ? undefined : (options.operatorEmail ?? 'desk@indiatours.test');
  const dependencies = { dataSource: database.dataSource, mailQueue: options.queue ?? mailQueue, operatorEmail, grievanceOfficer: OFFICER };
  return new ContactService({ ...dependencies, addressQuota: quota('address'), emailQuota: quota('email', options.emailsPerWindow) });
}

/** How many submissions are counted against these keys (client addresses, emails), whatever the quota. */
const countedAgainst = async (...keys: string[]) =>
  ((await database.dataSource.query(`SELECT count(*)::int AS count FROM submissions WHERE subject = ANY($1)`, [keys])) as [{ count: number }])[0].count;

const recipientsOf = async (mailIds: (string | null)[]) =>
  (await database.dataSource.query(`SELECT recipient FROM mail_outbox WHERE id = ANY($1::bigint[]) ORDER BY id`, [mailIds])) as { recipient: string }[];

describe('ContactService.send', () => {
  it('stores the message and queues both mails in one transaction', async () => {
    const { ticket } = await service().send(visitorActor('203.0.113.1'), aContactForm({ email: 'meera@example.in' }));
    const row = await storedMessage(database.dataSource, ticket!.number);
    expect(await recipientsOf([row.operator_mail_id, row.acknowledgement_mail_id])).toEqual([{ recipient: 'desk@indiatours.test' }, { recipient: 'meera@example.in' }]);
    // Rows written by one transaction carry its id.
    const transactions = await database.dataSource.query(
      `SELECT DISTINCT xmin::text FROM (SELECT xmin FROM contact_messages WHERE id = $1 UNION ALL SELECT xmin FROM mail_outbox WHERE id IN ($2, $3)) AS written`,
      [row.id, row.operator_mail_id, row.acknowledgement_mail_id],
    );
    expect(transactions).toHaveLength(1);
    expect(mailQueue.notify).toHaveBeenCalled();
  });

  it('stores nothing and queues nothing when a mail cannot be queued', async () => {
    const before = await contactCounts(database.dataSource);
    let queued = 0;
    const failingOnSecond = {
      enqueue: async (manager: EntityManager, message: { to: string; subject: string; text: string }) => {
        queued += 1;
        if (queued === 2) await manager.query(`SELECT 1 / 0`);
        return mailQueue.enqueue(manager, message);
      },
      notify: vi.fn(),
    } as unknown as MailQueue;
    const form = aContactForm();
    await expect(service({ queue: failingOnSecond }).send(visitorActor('203.0.113.2'), form)).rejects.toThrow(/division by zero/);
    expect(await contactCounts(database.dataSource)).toEqual(before);
    expect(failingOnSecond.notify).not.toHaveBeenCalled();
    expect(await countedAgainst('203.0.113.2', form.email)).toBe(0);
  });

  it("counts a message the email quota refuses against no quota: the address's count rolls back with it", async () => {
    const contact = service({ emailsPerWindow: 1 });
    const form = aContactForm();
    await contact.send(visitorActor('203.0.113.5'), form);
    const before = await contactCounts(database.dataSource);
    await expect(contact.send(visitorActor('203.0.113.6'), aContactForm({ email: form.email.toUpperCase() }))).rejects.toMatchObject({
      message: 'Several messages were sent with this email address just now. Please try again in 10 minutes.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(await contactCounts(database.dataSource)).toEqual(before);
    expect(await countedAgainst('203.0.113.6')).toBe(0);
    expect(await countedAgainst('203.0.113.5', form.email)).toBe(2);
  });

  it('greets the sender with "Hello," alone: anyone may type any name and any email into the form', async () => {
    const { ticket } = await service().send(visitorActor('203.0.113.7'), aContactForm({ name: 'Free Prize Winner' }));
    const row = await storedMessage(database.dataSource, ticket!.number);
    const [acknowledgement] = (await database.dataSource.query(`SELECT subject, text_body AS text, html_body AS html FROM mail_outbox WHERE id = $1`, [
      row.acknowledgement_mail_id,
    ])) as { subject: string; text: string; html: string }[];
    expect(acknowledgement!.text).toMatch(/^Hello,\n/);
    expect(JSON.stringify(acknowledgement)).not.toContain('Free Prize Winner');
    expect(acknowledgement!.text).toContain(`Ticket number: ${ticket!.number}`);
  });

  it('queues only the acknowledgement when no operator address is configured', async () => {
    const { ticket } = await service({ operatorEmail: null }).send(visitorActor('203.0.113.3'), aContactForm({ email: 'ravi@example.in' }));
    expect(ticket!.operatorMailId).toBeNull();
    const row = await storedMessage(database.dataSource, ticket!.number);
    expect(row.operator_mail_id).toBeNull();
    expect(await recipientsOf([row.acknowledgement_mail_id])).toEqual([{ recipient: 'ravi@example.in' }]);
  });

  it('draws another ticket number when the one drawn is taken', async () => {
    const first = await service().send(visitorActor('203.0.113.4'), aContactForm());
    vi.spyOn(contactTickets, 'next').mockReturnValueOnce(first.ticket!.number);
    const second = await service().send(visitorActor('203.0.113.4'), aContactForm());
    expect(second.ticket!.number).toMatch(/^CT-[2-9A-HJ-NP-Z]{8}$/);
    expect(second.ticket!.number).not.toBe(first.ticket!.number);
  });
});
