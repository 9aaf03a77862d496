import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../graphql/viewer.js';
import { legacySession, logInOverRest } from '../testing/legacy-accounts.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/* Spec §7's POST /api/contact {name, email, contact, message}, and the admins' desk over REST, over HTTP alone. */
type Session = Awaited<ReturnType<typeof legacySession>>;
let app: TestApp;
let user: Session;
let admin: Session;
beforeAll(async () => {
  app = await startTestApp({ operatorEmail: 'desk@indiatours.test' });
  [user, admin] = [await legacySession(app), await legacySession(app, Role.ADMIN)];
});
afterAll(() => app.close());

interface LegacyMessage {
  _id: string;
  id: string;
  ticketNumber: string;
  name: string;
  email: string;
  contact: string;
  message: string;
  handledAt: string | null;
}
type MessagesPage = { messages: LegacyMessage[]; hasNextPage: boolean; endCursor: string | null; totalCount: number };
type Sent = { success: boolean; ticketNumber: string; message: string; operatorMailStatus: string | null };

let serial = 0;
const aMessage = (overrides: object = {}) => {
  serial += 1;
  return { name: 'Rohan Das', email: `rohan.${serial}.${Date.now()}@example.in`, contact: '9123456789', message: `Do you arrange Ladakh in May? (${serial})`, ...overrides };
};
const postFrom = (address: string, body: object) =>
  app.request<Sent & { message: string }>('POST', '/api/contact', body, { headers: { 'x-forwarded-for': address } });
const messagesAs = (token: string | undefined, query = '') =>
  app.request<MessagesPage>('GET', `/api/contact/messages${query}`, undefined, token ? { token } : {});
const storedCount = async () => ((await app.database.dataSource.query(`SELECT count(*)::int AS count FROM contact_messages`)) as { count: number }[])[0]!.count;

describe('POST /api/contact', () => {
  it('answers 201 with the ticket number and an honest message, and stores `contact` as the phone', async () => {
    const body = aMessage();
    const response = await postFrom('192.0.2.1', body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, ticketNumber: expect.stringMatching(/^CT-[2-9A-HJ-NP-Z]{8}$/) });
    expect(response.body.message).toBe(`Message received: your ticket number is ${response.body.ticketNumber}. An acknowledgement is on its way to your email.`);
    const { body: page } = await messagesAs(admin.token);
    expect(page.messages[0]).toMatchObject({ ticketNumber: response.body.ticketNumber, name: 'Rohan Das', email: body.email, contact: '9123456789', message: body.message });
  });

  it('takes `contact` sent as a JSON number as its digits', async () => {
    const response = await postFrom('192.0.2.7', aMessage({ contact: 9876543210 }));
    expect(response.status).toBe(201);
    const { body: page } = await messagesAs(admin.token);
    expect(page.messages.find((message) => message.ticketNumber === response.body.ticketNumber)).toMatchObject({ contact: '9876543210' });
  });

  it.each([
    ['nothing at all', {}, 'Name is required.'],
    ['no contact', { contact: undefined }, 'Phone is required.'],
    ['a contact of 9 digits', { contact: '912345678' }, 'Please enter a valid 10-digit phone number.'],
    ['a name with digits', { name: 'R2D2' }, 'Name should only contain letters and spaces.'],
    ['a number as the message', { message: 42 }, 'Message is required.'],
  ])('answers 400 {message} with the first broken rule for %s, storing nothing', async (_, override, message) => {
    const before = await storedCount();
    const body = Object.keys(override).length === 0 ? {} : aMessage(override);
    const response = await postFrom('192.0.2.2', body);
    expect([response.status, response.body]).toEqual([400, { message }]);
    expect(await storedCount()).toBe(before);
  });

  it('answers 429 with Retry-After past 5 messages from one address in 10 minutes, storing nothing', async () => {
    for (let sent = 0; sent < 5; sent += 1) expect((await postFrom('192.0.2.3', aMessage())).status).toBe(201);
    const before = await storedCount();
    const refused = await postFrom('192.0.2.3', aMessage());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(540);
    expect(refused.body).toEqual({ message: 'You have sent several messages just now. Please try again in 10 minutes.' });
    expect(await storedCount()).toBe(before);
  });
});

describe('GET /api/contact/messages and POST /api/contact/messages/{id}/handled (admins)', () => {
  it('pages newest first with ?first= and ?after=, and filters by ?handled=', async () => {
    const tickets = [];
    for (let sent = 0; sent < 3; sent += 1) tickets.push((await postFrom('192.0.2.4', aMessage())).body.ticketNumber);
    const first = (await messagesAs(admin.token, '?first=2')).body;
    expect(first.messages.map((message) => message.ticketNumber)).toEqual([tickets[2], tickets[1]]);
    expect(first.hasNextPage).toBe(true);
    const second = (await messagesAs(admin.token, `?first=1&after=${encodeURIComponent(first.endCursor!)}`)).body;
    expect(second.messages.map((message) => message.ticketNumber)).toEqual([tickets[0]]);

    const marked = await app.request<{ success: boolean; contactMessage: LegacyMessage }>('POST', `/api/contact/messages/${first.messages[0]!._id}/handled`, {}, { token: admin.token });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ success: true, contactMessage: { ticketNumber: tickets[2], handledAt: expect.any(String) } });
    const byGlobalId = await app.request<{ contactMessage: LegacyMessage }>('POST', `/api/contact/messages/${first.messages[0]!.id}/handled`, {}, { token: admin.token });
    expect(byGlobalId.body.contactMessage.handledAt).toBe(marked.body.contactMessage.handledAt);
    expect((await messagesAs(admin.token, '?handled=true')).body.messages.map((message) => message.ticketNumber)).toEqual([tickets[2]]);
    expect((await messagesAs(admin.token, '?handled=false')).body.messages.map((message) => message.ticketNumber)).not.toContain(tickets[2]);
  });

  it.each([['?after=garbage']])('answers 400 {message} for %s', async (query) => {
    const response = await messagesAs(admin.token, query);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(['message']);
  });

  it.each([
    ['?handled=maybe', 'handled must be true or false.'],
    ['?handled=true&handled=false', 'handled must be true or false.'],
    ['?first=abc', 'first must be a whole number from 1 to 100.'],
    ['?first=0', 'first must be a whole number from 1 to 100.'],
    ['?first=101', 'first must be a whole number from 1 to 100.'],
  ])('answers 400 with a message naming what %s may be', async (query, message) => {
    expect(await messagesAs(admin.token, query)).toMatchObject({ status: 400, body: { message } });
  });

  it('takes ?handled= in any letter case', async () => {
    expect((await messagesAs(admin.token, '?handled=TRUE')).status).toBe(200);
  });

  it('answers 404 for a message that does not exist', async () => {
    for (const id of ['999999', 'not-an-id']) {
      expect((await app.request('POST', `/api/contact/messages/${id}/handled`, {}, { token: admin.token })).status).toBe(404);
    }
  });

  it('refuses a visitor (401) and a user (403), revealing and changing nothing', async () => {
    const { body } = await postFrom('192.0.2.5', aMessage());
    const { _id } = (await messagesAs(admin.token)).body.messages.find((message) => message.ticketNumber === body.ticketNumber)!;
    for (const [token, status] of [[undefined, 401], [user.token, 403]] as const) {
      const list = await messagesAs(token);
      const mark = await app.request<object>('POST', `/api/contact/messages/${_id}/handled`, {}, token ? { token } : {});
      for (const response of [list, mark]) {
        expect(response.status).toBe(status);
        expect(Object.keys(response.body)).toEqual(['message']);
      }
    }
    expect((await messagesAs(admin.token)).body.messages.find((message) => message._id === _id)!.handledAt).toBeNull();
  });

  it("refuses an admin's cookie from a foreign Origin (403) and takes it from our own", async () => {
    const { body } = await postFrom('192.0.2.6', aMessage());
    const { _id } = (await messagesAs(admin.token)).body.messages.find((message) => message.ticketNumber === body.ticketNumber)!;
    const cookie = (await logInOverRest(app, admin)).headers.get('set-cookie')!.split(';')[0]!;
    const path = `/api/contact/messages/${_id}/handled`;
    expect((await app.request('POST', path, {}, { headers: { cookie, origin: 'https://evil.example' } })).status).toBe(403);
    expect((await app.request('POST', path, {}, { headers: { cookie, origin: 'http://localhost:4000' } })).status).toBe(200);
  });
});
