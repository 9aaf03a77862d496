import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Nodes } from '../../testing/graphql-shapes.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { contactMessageRows, sentTicket, storedMessage } from './contact.fixtures.js';

/* The admins' desk (spec §6: contact details are the operator's to read); everyone else is refused and changes nothing. */
type Account = { id: number; email: string; token: string };
let app: TestApp;
let user: Account;
let admin: Account;
/** Ticket numbers in the order sent. */
const sent: string[] = [];
const idOf = async (ticketNumber: string) => toGlobalId('ContactMessage', (await storedMessage(app.database.dataSource, ticketNumber)).id);
beforeAll(async () => {
  app = await startTestApp({ operatorEmail: 'desk@indiatours.test' });
  [user, admin] = [await signedInAccount(app, Role.USER), await signedInAccount(app, Role.ADMIN)];
  for (let index = 0; index < 5; index += 1) sent.push((await sentTicket(app, { name: `Sender ${'ABCDE'[index]}` })).number);
});
afterAll(() => app.close());

interface Listed {
  id: string;
  ticketNumber: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  receivedAt: string;
  handledAt: string | null;
  operatorMailStatus: string | null;
  acknowledgementMailStatus: string | null;
}
type ListData = { contactMessages: Nodes<Listed> & { pageInfo: { hasNextPage: boolean; endCursor: string }; totalCount: number } };
const LIST = `query($first: Int, $after: String, $filter: ContactMessageFilter) {
  contactMessages(first: $first, after: $after, filter: $filter) {
    nodes { id ticketNumber name email phone message receivedAt handledAt operatorMailStatus acknowledgementMailStatus }
    pageInfo { hasNextPage endCursor } totalCount
  }
}`;
const MARK_HANDLED = `mutation($id: ID!) { markContactMessageHandled(input: { id: $id }) { contactMessage { id ticketNumber handledAt } errors { code message } } }`;
const NODE = `query($id: ID!) { node(id: $id) { id ... on ContactMessage { ticketNumber email } } }`;
type MarkData = { markContactMessageHandled: { contactMessage: { id: string; ticketNumber: string; handledAt: string }; errors: unknown[] } };
const as = (account?: Account) => (account ? { token: account.token } : {});
const list = async (variables: Record<string, unknown>) => (await app.graphql<ListData>(LIST, variables, as(admin))).data!.contactMessages;

describe('contactMessages (admin)', () => {
  it('pages every message newest first with its sender, both mail statuses and the count', async () => {
    const first = await list({ first: 3 });
    expect(first.totalCount).toBe(5);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.nodes.map((node) => node.ticketNumber)).toEqual(sent.slice(2).reverse());
    expect(first.nodes[0]).toMatchObject({ name: 'Sender E', phone: '9876543210', handledAt: null, operatorMailStatus: expect.any(String), acknowledgementMailStatus: expect.any(String) });
    const second = await list({ first: 3, after: first.pageInfo.endCursor });
    expect(second.nodes.map((node) => node.ticketNumber)).toEqual(sent.slice(0, 2).reverse());
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('answers a page size outside 1 to 100 with the rule, not "Argument Validation Error"', async () => {
    for (const first of [0, 101]) {
      const { errors } = await app.graphql(LIST, { first }, as(admin));
      expect(errors).toEqual([expect.objectContaining({ message: 'first must be a whole number from 1 to 100.', extensions: { code: 'BAD_USER_INPUT' } })]);
    }
  });

  it('reads the mail statuses of a whole page in one statement', async () => {
    app.queries.reset();
    await list({ first: 5 });
    // Reads only: the outbox's sender claims due mail (UPDATE mail_outbox …) on its own schedule.
    expect(app.queries.statements.filter((statement) => /^\s*SELECT\b[\s\S]*\bmail_outbox\b/.test(statement))).toHaveLength(1);
  });

  it('filters handled and unhandled messages, and marking one handled is idempotent', async () => {
    const id = await idOf(sent[1]!);
    const marked = (await app.graphql<MarkData>(MARK_HANDLED, { id }, as(admin))).data!.markContactMessageHandled;
    expect(marked).toMatchObject({ contactMessage: { id, ticketNumber: sent[1], handledAt: expect.any(String) }, errors: [] });
    const again = (await app.graphql<MarkData>(MARK_HANDLED, { id }, as(admin))).data!.markContactMessageHandled;
    expect(again.contactMessage.handledAt).toBe(marked.contactMessage.handledAt);
    expect((await list({ filter: { handled: true } })).nodes.map((node) => node.ticketNumber)).toEqual([sent[1]]);
    const unhandled = await list({ filter: { handled: false } });
    expect(unhandled.nodes.map((node) => node.ticketNumber)).toEqual([sent[4], sent[3], sent[2], sent[0]]);
    expect(unhandled.totalCount).toBe(4);
    const [row] = await app.database.dataSource.query(`SELECT handled_by FROM contact_messages WHERE ticket_number = $1`, [sent[1]]);
    expect(row.handled_by).toBe(admin.id);
  });

  it('answers NOT_FOUND for an unknown or malformed ID', async () => {
    for (const id of [toGlobalId('ContactMessage', 999_999), toGlobalId('Booking', 1), 'not-an-id']) {
      const { errors } = await app.graphql(MARK_HANDLED, { id }, as(admin));
      expect(errors![0]!.extensions!.code).toBe('NOT_FOUND');
    }
  });

  it('resolves a message by node(id:) for an admin', async () => {
    const id = await idOf(sent[0]!);
    const { data } = await app.graphql<{ node: { id: string; ticketNumber: string } }>(NODE, { id }, as(admin));
    expect(data!.node).toMatchObject({ id, ticketNumber: sent[0] });
  });
});

describe('the desk is refused to everyone but admins, and a refusal changes and reveals nothing', () => {
  it.each([
    ['a visitor', undefined, 'UNAUTHENTICATED'],
    ['a user', 'user', 'FORBIDDEN'],
  ] as const)('refuses %s the list and the mutation (%s)', async (_, caller, code) => {
    const account = caller ? user : undefined;
    const id = await idOf(sent[3]!);
    for (const [query, variables] of [[LIST, {}], [LIST, { filter: { handled: false } }], [MARK_HANDLED, { id }]] as const) {
      const before = await contactMessageRows(app.database.dataSource);
      const { data, errors } = await app.graphql(query, variables, as(account));
      expect(errors![0]!.extensions!.code).toBe(code);
      expect(JSON.stringify(data ?? null)).not.toContain('@');
      expect(await contactMessageRows(app.database.dataSource)).toEqual(before);
    }
  });

  it('answers node(id:) with null and NOT_FOUND to a visitor and a user, as for a missing message', async () => {
    const id = await idOf(sent[3]!);
    const missing = await app.graphql(NODE, { id: toGlobalId('ContactMessage', 999_999) }, as(user));
    for (const account of [undefined, user]) {
      const { data, errors } = await app.graphql<{ node: unknown }>(NODE, { id }, as(account));
      expect(data!.node).toBeNull();
      expect(errors![0]!.extensions).toEqual(missing.errors![0]!.extensions);
    }
  });
});
