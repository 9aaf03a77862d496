import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js';
import { aContactForm, contactCounts, sendContactMessage, storedMessage, type ContactTicketFields } from './contact.fixtures.js';

const OPERATOR = 'desk@indiatours.test';
const OFFICER = { name: 'Kavita Menon', designation: 'Nodal Grievance Officer', email: 'kavita@indiatours.test', phone: '+91 80 4000 1111', address: 'MG Road, Bengaluru 560001' };

let app: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ smtpUrl: smtp.url, operatorEmail: OPERATOR, grievanceOfficer: OFFICER });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const CONTACT_TICKET = `query($number: String!) { contactTicket(number: $number) { number receivedAt operatorMailStatus } }`;
const ticketByNumber = async (number: string) =>
  (await app.graphql<{ contactTicket: ContactTicketFields | null }>(CONTACT_TICKET, { number })).data!.contactTicket;

describe('sendContactMessage', () => {
  it('stores the message with a CT- ticket and mails the operator every field and the sender an acknowledgement', async () => {
    const form = aContactForm({ name: '  Asha Rao ', email: ' Asha.Rao@Example.IN ', message: 'Is Kerala lovely in July?\nWe are four.' });
    const operatorMail = smtp.waitForMail(OPERATOR);
    const acknowledgement = smtp.waitForMail('asha.rao@example.in');
    const { data, errors } = await sendContactMessage(app, form);
    expect(errors).toBeUndefined();
    const { ticket, errors: payloadErrors } = data!.sendContactMessage;
    expect(payloadErrors).toEqual([]);
    expect(ticket).toMatchObject({ number: expect.stringMatching(/^CT-[2-9A-HJ-NP-Z]{8}$/), receivedAt: expect.any(String) });
    expect(['PENDING', 'SENT']).toContain(ticket!.operatorMailStatus);
    expect(await storedMessage(app.database.dataSource, ticket!.number)).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      phone: '9876543210',
      message: 'Is Kerala lovely in July?\nWe are four.',
      handled_at: null,
    });

    const toOperator = await operatorMail;
    expect(toOperator.subject).toBe(`Contact message ${ticket!.number} from Asha Rao`);
    for (const line of [`Ticket number: ${ticket!.number}`, 'Name: Asha Rao', 'Email: asha.rao@example.in', 'Phone: 9876543210', 'Is Kerala lovely in July?', 'We are four.']) {
      expect(toOperator.text).toContain(line);
    }
    expect(toOperator.text).toMatch(/Received: \d\d\/\d\d\/\d{4}, \d\d:\d\d IST/);

    const toSender = await acknowledgement;
    expect(toSender.subject).toBe(`We received your message (${ticket!.number})`);
    expect(toSender.text).toContain(`Ticket number: ${ticket!.number}`);
    expect(toSender.text).toContain('Complaints are acknowledged within 48 hours');
    expect(toSender.text).toContain('Kavita Menon, Nodal Grievance Officer. Email: kavita@indiatours.test. Phone: +91 80 4000 1111. Address: MG Road, Bengaluru 560001');
    // Anyone may type any name and email: the acknowledgement carries neither the text nor the name to a stranger's inbox.
    expect(toSender.text).toMatch(/^Hello,\n/);
    expect(toSender.text).not.toContain('Kerala');
    expect(toSender.text).not.toContain('Asha');
  });

  it.each([
    ['name', { name: ' ' }, 'REQUIRED', 'Name is required.'],
    ['name', { name: 'Asha R.' }, 'INVALID_NAME', 'Name should only contain letters and spaces.'],
    ['email', { email: '' }, 'REQUIRED', 'Email is required.'],
    ['email', { email: 'asha@example' }, 'INVALID_EMAIL', 'Please enter a valid email.'],
    ['email', { email: '1<victim@example.org>' }, 'INVALID_EMAIL', 'Please enter a valid email.'],
    ['email', { email: '(Free prize)victim@example.org' }, 'INVALID_EMAIL', 'Please enter a valid email.'],
    ['phone', { phone: '' }, 'REQUIRED', 'Phone is required.'],
    ['phone', { phone: '98765 4321' }, 'INVALID_PHONE', 'Please enter a valid 10-digit phone number.'],
    ['phone', { phone: '98765432100' }, 'INVALID_PHONE', 'Please enter a valid 10-digit phone number.'],
    ['message', { message: '\n ' }, 'REQUIRED', 'Message is required.'],
    ['message', { message: 'x'.repeat(5001) }, 'TOO_LONG', 'Message must be at most 5000 characters.'],
  ])('refuses a bad %s (%j) with its code and message, storing and mailing nothing', async (field, override, code, message) => {
    const before = await contactCounts(app.database.dataSource);
    const { data } = await sendContactMessage(app, aContactForm(override));
    expect(data!.sendContactMessage).toEqual({ ticket: null, errors: [{ field: ['input', field], code, message }] });
    expect(await contactCounts(app.database.dataSource)).toEqual(before);
  });

  it('answers every broken field at once, in form order', async () => {
    const { data } = await sendContactMessage(app, { name: '', email: 'nope', phone: '12', message: '' });
    expect(data!.sendContactMessage.errors.map((error) => [error.field, error.code])).toEqual([
      [['input', 'name'], 'REQUIRED'],
      [['input', 'email'], 'INVALID_EMAIL'],
      [['input', 'phone'], 'INVALID_PHONE'],
      [['input', 'message'], 'REQUIRED'],
    ]);
  });

  it('takes a message of exactly 5000 characters, emoji counted as one', async () => {
    const { data } = await sendContactMessage(app, aContactForm({ message: `${'🙏'.repeat(10)}${'x'.repeat(4990)}` }));
    expect(data!.sendContactMessage.errors).toEqual([]);
  });
});

describe('contactTicket: the sender follows the mail to the operator', () => {
  it('goes from PENDING to SENT once the mail server has the mail', async () => {
    const delivered = smtp.waitForMail(OPERATOR);
    const { data } = await sendContactMessage(app, aContactForm());
    const { number } = data!.sendContactMessage.ticket!;
    await delivered;
    await expect.poll(async () => (await ticketByNumber(number))?.operatorMailStatus).toBe('SENT');
  });

  it('finds the ticket as a person types it (any letter case, "CT-" optional), and null for an unknown number', async () => {
    const { data } = await sendContactMessage(app, aContactForm());
    const ticket = data!.sendContactMessage.ticket!;
    for (const typed of [ticket.number, ticket.number.toLowerCase(), ` ${ticket.number.slice(3).toLowerCase()} `, `ct${ticket.number.slice(3)}`]) {
      expect((await ticketByNumber(typed))?.number).toBe(ticket.number);
    }
    for (const unknown of ['CT-22222222', 'IT-22222222', '', 'x'.repeat(500)]) expect(await ticketByNumber(unknown)).toBeNull();
  });

  it('reveals no personal data: the type has no field for any of it', async () => {
    const { data } = await app.graphql<{ __type: { fields: { name: string }[] } }>(`{ __type(name: "ContactTicket") { fields { name } } }`);
    expect(data!.__type.fields.map((field) => field.name).sort()).toEqual(['number', 'operatorMailStatus', 'receivedAt']);
  });
});

describe('grievanceOfficer', () => {
  it('answers the configured officer to everyone', async () => {
    const { data } = await app.graphql<{ grievanceOfficer: typeof OFFICER }>(`{ grievanceOfficer { name designation email phone address } }`);
    expect(data!.grievanceOfficer).toEqual(OFFICER);
  });
});
