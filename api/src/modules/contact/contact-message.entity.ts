import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MESSAGE_MAX_LENGTH } from '@india-tours/validation/contact';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';

/**
 * A message from the contact form (spec §3). BEWARE: name, email, phone and message are personal data:
 * the type is reachable only through admin fields, and `node(id:)` answers NOT_FOUND to anyone else. The
 * sender follows their message through `contactTicket`, which shows none of it.
 */
@Entity({ name: 'contact_messages' })
@ObjectType({ implements: Node, description: 'A message sent through the contact form. Readable only by admins.', simpleResolvers: true })
export class ContactMessage implements Node {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer' })
  @Field(() => Int, { description: 'Primary key in the database; the legacy REST API calls it `_id`.' })
  databaseId: number;

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`).' })
  get id(): string {
    return toGlobalId('ContactMessage', this.databaseId);
  }

  @Column({ name: 'ticket_number', type: 'varchar', length: 11 })
  @Field(() => String, {
    description: 'The ticket number the sender was given: "CT-" and 8 characters from 2–9 and A–Z without I and O (e.g. "CT-7KQ2M9XD").',
  })
  ticketNumber: string;

  @Column({ type: 'varchar', length: 100 })
  @Field(() => String, { description: "Sender's name: letters and spaces." })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: "Sender's email, lower-cased; the acknowledgement was sent there." })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: "Sender's phone: 10 digits (the legacy REST API calls it `contact`)." })
  phone: string;

  @Column({ type: 'varchar', length: MESSAGE_MAX_LENGTH })
  @Field(() => String, { description: `What the sender wrote: at most ${MESSAGE_MAX_LENGTH} characters.` })
  message: string;

  @Column({ name: 'received_at', type: 'timestamptz', insert: false, update: false })
  @Field(() => Date, { description: 'When it was received.' })
  receivedAt: Date;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When an admin first marked it handled; null while unhandled.' })
  handledAt: Date | null;

  /** The admin who marked it handled; kept for the record, not exposed. */
  @Column({ name: 'handled_by', type: 'integer', nullable: true })
  handledBy: number | null;

  /** Outbox rows of the two mails; null when none was queued. Read through the `…MailStatus` fields. */
  @Column({ name: 'operator_mail_id', type: 'bigint', nullable: true })
  operatorMailId: string | null;

  @Column({ name: 'acknowledgement_mail_id', type: 'bigint', nullable: true })
  acknowledgementMailId: string | null;
}
