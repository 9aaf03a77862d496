import type { DataSource } from 'typeorm';
import type { PayloadError } from '../../testing/graphql-shapes.js';
import type { TestApp } from '../../testing/test-app.js';

let serial = 0;

/** A contact form as a visitor fills it, with an email of its own; every rule passes. */
export function aContactForm(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return { name: 'Asha Rao', email: `asha.${serial}.${Date.now()}@example.in`, phone: '9876543210', message: `Is Kerala lovely in July? (${serial})`, ...overrides };
}

/** A client address of its own (sent as X-Forwarded-For from loopback), so tests do not share a per-address quota. */
export function aClientAddress(): string {
  serial += 1;
  return `198.51.${(serial >> 8) & 255}.${serial & 255}`;
}

export const SEND_CONTACT_MESSAGE = `mutation($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) { ticket { number receivedAt operatorMailStatus } errors { code field message } }
}`;

export interface ContactTicketFields {
  number: string;
  receivedAt: string;
  operatorMailStatus: string | null;
}

/** What `SEND_CONTACT_MESSAGE` answers. */
export interface SendContactMessageData {
  sendContactMessage: { ticket: ContactTicketFields | null; errors: PayloadError[] };
}

/** Sends the form through GraphQL from `clientAddress` (a fresh one by default). */
export function sendContactMessage(app: TestApp, input: Record<string, unknown>, clientAddress = aClientAddress(), token?: string) {
  return app.graphql<SendContactMessageData>(SEND_CONTACT_MESSAGE, { input }, { headers: { 'x-forwarded-for': clientAddress }, ...(token ? { token } : {}) });
}

/** Sends a valid message and returns its ticket; fails the test on any error. */
export async function sentTicket(app: TestApp, overrides: Record<string, unknown> = {}): Promise<ContactTicketFields> {
  const { data, errors } = await sendContactMessage(app, aContactForm(overrides));
  if (errors || !data?.sendContactMessage.ticket) throw new Error(`Could not send a contact message: ${JSON.stringify(errors ?? data)}`);
  return data.sendContactMessage.ticket;
}

/** How many messages and queued mails there are, to show that a refused call stored and queued nothing. */
export async function contactCounts(dataSource: DataSource): Promise<{ messages: number; mails: number }> {
  const [counts] = (await dataSource.query(
    `SELECT (SELECT count(*)::int FROM contact_messages) AS messages, (SELECT count(*)::int FROM mail_outbox) AS mails`,
  )) as { messages: number; mails: number }[];
  return counts!;
}

/** Every stored message as a row, to show that a refused admin call changed nothing. */
export function contactMessageRows(dataSource: DataSource): Promise<unknown[]> {
  return dataSource.query(`SELECT * FROM contact_messages ORDER BY id`);
}

/** The stored message of a ticket, as the database holds it. */
export async function storedMessage(dataSource: DataSource, ticketNumber: string) {
  const [row] = (await dataSource.query(
    `SELECT id, name, email, phone, message, handled_at, operator_mail_id, acknowledgement_mail_id FROM contact_messages WHERE ticket_number = $1`,
    [ticketNumber],
  )) as {
    id: number;
    name: string;
    email: string;
    phone: string;
    message: string;
    handled_at: Date | null;
    operator_mail_id: string | null;
    acknowledgement_mail_id: string | null;
  }[];
  if (!row) throw new Error(`No contact message has the ticket ${ticketNumber}.`);
  return row;
}
