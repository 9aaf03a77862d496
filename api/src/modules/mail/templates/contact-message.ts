import { indiaDateTime } from '@india-tours/validation/dates';
import type { MailMessage } from '../mailer.js';
import { detailsMail } from './details-mail.js';

/** What the contact mails say about a message. */
export interface ReceivedContactMessage {
  readonly ticketNumber: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly receivedAt: Date;
}

/** Whom a complaint goes to (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)). */
export interface GrievanceOfficerContact {
  readonly name: string;
  readonly designation: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
}


/** The operator's copy: every field, the message last and line by line, so a long one stays readable. */
export function contactOperatorMail(received: ReceivedContactMessage, operatorEmail: string): MailMessage {
  return detailsMail({
    to: operatorEmail,
    subject: `Contact message ${received.ticketNumber} from ${received.name}`,
    greeting: 'Hello,',
    intro: ['A message arrived through the contact form. Please quote the ticket number when you reply.'],
    details: [
      ['Ticket number', received.ticketNumber],
      ['Received', indiaDateTime(received.receivedAt)],
      ['Name', received.name],
      ['Email', received.email],
      ['Phone', received.phone],
    ],
    outro: ['Message:', ...received.message.split(/\r?\n/).filter((line) => line.trim() !== '')],
  });
}

/**
 * The sender's acknowledgement. It repeats neither the message nor the name: anyone may type any name
 * and any email into the form, and the form must not become a way to deliver someone's text (a name
 * such as "You won a prize, call …") to a stranger's inbox. The ticket number is greeting enough.
 */
export function contactAcknowledgementMail(
  received: ReceivedContactMessage,
  officer: GrievanceOfficerContact,
  acknowledgementHours: number,
): MailMessage {
  return detailsMail({
    to: received.email,
    subject: `We received your message (${received.ticketNumber})`,
    greeting: 'Hello,',
    intro: ['Thank you for writing to India Tours. We have received your message and will reply to this address. Please quote the ticket number when you write or call about it.'],
    details: [
      ['Ticket number', received.ticketNumber],
      ['Received', indiaDateTime(received.receivedAt)],
    ],
    outro: [
      `Complaints are acknowledged within ${acknowledgementHours} hours and handled by our grievance officer:`,
      `${officer.name}, ${officer.designation}. Email: ${officer.email}. Phone: ${officer.phone}. Address: ${officer.address}`,
      'If you did not write to us, you can ignore this mail.',
    ],
  });
}
