import { Field, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { UserErrorType, type UserErrorShape } from '../../graphql/user-error.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactErrorCode } from './contact.errors.js';
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS } from './contact.rules.js';

@ObjectType({
  description:
    "What the sender of a contact message may follow: its ticket number, when it arrived and where the mail to the operator is. Open to whoever knows the number; it shows none of the message's personal data.",
  simpleResolvers: true,
})
export class ContactTicket {
  @Field(() => String, { description: 'The ticket number: "CT-" and 8 characters (e.g. "CT-7KQ2M9XD"). Quote it when writing or calling about the message.' })
  number: string;

  @Field(() => Date, { description: 'When the message was received.' })
  receivedAt: Date;

  /** Outbox row of the mail to the operator; read through `operatorMailStatus`. */
  operatorMailId: string | null;
}

/** The ticket of a stored message: the part of it its sender may see. */
export function ticketOf(message: Pick<ContactMessage, 'ticketNumber' | 'receivedAt' | 'operatorMailId'>): ContactTicket {
  return Object.assign(new ContactTicket(), { number: message.ticketNumber, receivedAt: message.receivedAt, operatorMailId: message.operatorMailId });
}

@ObjectType({
  description:
    'The grievance officer of the platform, as the Consumer Protection (E-Commerce) Rules, 2020 (rule 4(4)) require it to show: name, designation and contact details. Open to everyone.',
  simpleResolvers: true,
})
export class GrievanceOfficer {
  @Field(() => String, { description: 'Full name.' })
  name: string;

  @Field(() => String, { description: 'Designation, e.g. "Grievance Officer".' })
  designation: string;

  @Field(() => String, { description: 'Email address for complaints.' })
  email: string;

  @Field(() => String, { description: 'Phone number, as it should be dialled from India (e.g. "+91 11 4000 0000").' })
  phone: string;

  @Field(() => String, { description: 'Postal address.' })
  address: string;
}

@ObjectType({ description: 'A page of contact messages, newest first.', simpleResolvers: true })
export class ContactMessageConnection extends Connection(ContactMessage, 'ContactMessage', 'A contact message.') {}

export const ContactError = UserErrorType<ContactErrorCode>(
  ContactErrorCode,
  'ContactError',
  'An expected failure of sending a contact message; `code` says which, `field` names the input field.',
);
export type ContactError = UserErrorShape<ContactErrorCode>;

@ObjectType({ description: 'The result of `sendContactMessage`.', simpleResolvers: true })
export class SendContactMessagePayload {
  @Field(() => ContactTicket, {
    nullable: true,
    description: `The ticket of the message as stored; null when \`errors\` is not empty. An acknowledgement with its number goes to the sender's email (complaints are acknowledged within ${COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours); follow \`operatorMailStatus\` (or \`contactTicket\`) to say when the operator has it.`,
  })
  ticket: ContactTicket | null;

  @Field(() => [ContactError], { description: 'Codes: REQUIRED, TOO_LONG, INVALID_NAME, INVALID_EMAIL, INVALID_PHONE. Nothing is saved or sent when there is one.' })
  errors: ContactError[];
}

@ObjectType({ description: 'The result of `markContactMessageHandled`.', simpleResolvers: true })
export class MarkContactMessageHandledPayload {
  @Field(() => ContactMessage, { nullable: true, description: 'The message, with its `handledAt`; null when `errors` is not empty.' })
  contactMessage: ContactMessage | null;

  @Field(() => [ContactError], {
    description:
      'Always empty: marking a message handled cannot fail as expected (marking it again keeps its first `handledAt`), and an unknown ID is a top-level NOT_FOUND. None of the ContactError codes (those of the contact form) occurs here: the list has that type only so that, as on every payload, clients can select `errors { code field message }`.',
  })
  errors: ContactError[];
}
