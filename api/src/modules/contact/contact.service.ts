import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { SubmissionQuota } from '../../db/submission-quota.js';
import { RateLimitedError } from '../../graphql/errors.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { contactAcknowledgementMail, contactOperatorMail, type GrievanceOfficerContact, type ReceivedContactMessage } from '../../mail/templates/contact-message.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactServerMessages } from './contact.errors.js';
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS, contactTickets } from './contact.rules.js';
import { ticketOf, type ContactError, type ContactTicket } from './contact.types.js';
import { contactFormErrors, contactRow, type ContactForm } from './contact.validation.js';

export interface SendResult {
  readonly ticket: ContactTicket | null;
  readonly errors: ContactError[];
}

export interface ContactServiceOptions {
  readonly dataSource: DataSource;
  readonly outbox: MailOutbox;
  /** Messages per client address, and per email named (whose inbox gets the acknowledgement). */
  readonly addressQuota: SubmissionQuota;
  readonly emailQuota: SubmissionQuota;
  /** Receives every message; none is sent when undefined. */
  readonly operatorEmail?: string | undefined;
  readonly grievanceOfficer: GrievanceOfficerContact;
}

/*
 * ON CONFLICT DO NOTHING on the ticket number: once in 10¹² draws a number is already taken, and the
 * caller draws another. received_at is the database's clock, as every other timestamp.
 */
const INSERT_MESSAGE_SQL = `
  INSERT INTO contact_messages (ticket_number, name, email, phone, message) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (ticket_number) DO NOTHING
  RETURNING id, received_at AS "receivedAt"`;

/** How many ticket numbers to draw before giving up: a second collision in 10¹² is a bug, not bad luck. */
const TICKET_ATTEMPTS = 3;

/** Sending a contact message and following its ticket; open to everyone. Knows nothing of GraphQL or HTTP. */
export class ContactService {
  private readonly messages: Repository<ContactMessage>;

  constructor(private readonly options: ContactServiceOptions) {
    this.messages = options.dataSource.getRepository(ContactMessage);
  }

  get grievanceOfficer(): GrievanceOfficerContact {
    return this.options.grievanceOfficer;
  }

  /**
   * Stores the message with a new ticket number and, in the same transaction, queues the mail to the
   * operator and the acknowledgement to the sender: all three or none. Broken rules come back as errors
   * and are not counted against the sender's quotas.
   */
  async send(form: ContactForm, clientAddress: string): Promise<SendResult> {
    const errors = contactFormErrors(form);
    if (errors.length > 0) return { ticket: null, errors };
    const row = contactRow(form);
    await this.admitOrThrow(clientAddress, row.email);
    const message = await this.options.dataSource.transaction((manager) => this.store(manager, row));
    this.options.outbox.notify();
    return { ticket: ticketOf(message), errors: [] };
  }

  /** The ticket as a person types its number (any letter case, "CT-" optional); null when there is none. */
  async findTicket(typedNumber: string): Promise<ContactTicket | null> {
    const ticketNumber = contactTickets.normalized(typedNumber);
    if (!ticketNumber) return null;
    const message = await this.messages.findOne({ where: { ticketNumber }, select: { databaseId: true, ticketNumber: true, receivedAt: true, operatorMailId: true } });
    return message && ticketOf(message);
  }

  /** The address is asked first: a sender it refuses does not use up the quota of the email they named. */
  private async admitOrThrow(clientAddress: string, email: string): Promise<void> {
    const addressWait = await this.options.addressQuota.admit(clientAddress);
    if (addressWait !== null) throw new RateLimitedError(contactServerMessages.tooManyFromAddress(addressWait), addressWait);
    const emailWait = await this.options.emailQuota.admit(email);
    if (emailWait !== null) throw new RateLimitedError(contactServerMessages.tooManyToEmail(emailWait), emailWait);
  }

  private async store(manager: EntityManager, row: ContactForm): Promise<ContactMessage> {
    const { databaseId, received } = await this.insertWithTicket(manager, row);
    const { outbox, operatorEmail, grievanceOfficer } = this.options;
    const operatorMailId = operatorEmail ? await outbox.enqueue(manager, contactOperatorMail(received, operatorEmail)) : null;
    const acknowledgement = contactAcknowledgementMail(received, grievanceOfficer, COMPLAINT_ACKNOWLEDGEMENT_HOURS);
    const acknowledgementMailId = await outbox.enqueue(manager, acknowledgement);
    await manager.update(ContactMessage, { databaseId }, { operatorMailId, acknowledgementMailId });
    return manager.findOneByOrFail(ContactMessage, { databaseId });
  }

  private async insertWithTicket(manager: EntityManager, row: ContactForm): Promise<{ databaseId: number; received: ReceivedContactMessage }> {
    for (let attempt = 1; attempt <= TICKET_ATTEMPTS; attempt += 1) {
      const ticketNumber = contactTickets.next();
      const [inserted] = (await manager.query(INSERT_MESSAGE_SQL, [ticketNumber, row.name, row.email, row.phone, row.message])) as {
        id: number;
        receivedAt: Date;
      }[];
      if (inserted) return { databaseId: inserted.id, received: { ...row, ticketNumber, receivedAt: inserted.receivedAt } };
    }
    throw new Error(`No free contact ticket number after ${TICKET_ATTEMPTS} draws`);
  }
}
