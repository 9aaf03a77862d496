import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { Actor } from '../../graphql/actor.js';
import { admitOrThrow, senderQuotaChecks, type SenderQuotas } from '../../graphql/submission-limits.js';
import { contactAcknowledgementMail, contactOperatorMail, type GrievanceOfficerContact, type MailQueue, type ReceivedContactMessage } from '../mail/index.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactServerMessages } from './contact.errors.js';
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS, contactTickets } from './contact.rules.js';
import { ticketOf, type ContactError, type ContactTicket } from './contact.types.js';
import { contactFormErrors, contactRow, type ContactForm } from './contact.validation.js';

export interface SendResult {
  readonly ticket: ContactTicket | null;
  readonly errors: ContactError[];
}

/** The quotas count messages per client address, and per email named (whose inbox gets the acknowledgement). */
export interface ContactServiceOptions extends SenderQuotas {
  readonly dataSource: DataSource;
  readonly mailQueue: MailQueue;
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
   * In one transaction: admits the message under both quotas, stores it with a new ticket number, and
   * queues the mail to the operator and the acknowledgement to the sender: all or none, so a refused or
   * failed message is not counted. Broken rules come back as errors and are not counted either.
   */
  async send(actor: Actor, form: ContactForm): Promise<SendResult> {
    const errors = contactFormErrors(form);
    if (errors.length > 0) return { ticket: null, errors };
    const row = contactRow(form);
    const message = await this.options.dataSource.transaction(async (manager) => {
      await admitOrThrow(
        manager,
        senderQuotaChecks(this.options, { clientAddress: actor.clientAddress, email: row.email }, {
          fromAddress: contactServerMessages.tooManyFromAddress,
          forEmail: contactServerMessages.tooManyToEmail,
        }),
      );
      return this.store(manager, row);
    });
    this.options.mailQueue.notify();
    return { ticket: ticketOf(message), errors: [] };
  }

  /** The ticket as a person types its number (any letter case, "CT-" optional); null when there is none. */
  async findTicket(typedNumber: string): Promise<ContactTicket | null> {
    const ticketNumber = contactTickets.normalized(typedNumber);
    if (!ticketNumber) return null;
    const message = await this.messages.findOne({ where: { ticketNumber }, select: { databaseId: true, ticketNumber: true, receivedAt: true, operatorMailId: true } });
    return message && ticketOf(message);
  }

  private async store(manager: EntityManager, row: ContactForm): Promise<ContactMessage> {
    const { databaseId, received } = await this.insertWithTicket(manager, row);
    const { mailQueue, operatorEmail, grievanceOfficer } = this.options;
    const operatorMailId = operatorEmail ? await mailQueue.enqueue(manager, contactOperatorMail(received, operatorEmail)) : null;
    const acknowledgement = contactAcknowledgementMail(received, grievanceOfficer, COMPLAINT_ACKNOWLEDGEMENT_HOURS);
    const acknowledgementMailId = await mailQueue.enqueue(manager, acknowledgement);
    await manager.update(ContactMessage, { databaseId }, { operatorMailId, acknowledgementMailId });
    return manager.findOneByOrFail(ContactMessage, { databaseId });
  }

  private insertWithTicket(manager: EntityManager, row: ContactForm): Promise<{ databaseId: number; received: ReceivedContactMessage }> {
    return contactTickets.insertWithNewReference(async (ticketNumber) => {
      const [inserted] = (await manager.query(INSERT_MESSAGE_SQL, [ticketNumber, row.name, row.email, row.phone, row.message])) as {
        id: number;
        receivedAt: Date;
      }[];
      return inserted && { databaseId: inserted.id, received: { ...row, ticketNumber, receivedAt: inserted.receivedAt } };
    });
  }
}
