import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { MailDeliveryStatus } from './mail-delivery-status.js';

/**
 * A row of the mail queue as the admin's desk reads it (the sender in mail-queue.ts writes it by
 * SQL). BEWARE: recipients are travellers' addresses and bodies hold their messages: the type is
 * reachable only through the admins' `mailOutbox` and `node(id:)` answers NOT_FOUND to anyone else.
 * Bodies are never exposed: the desk needs to see where a mail is, not what it says.
 */
@Entity({ name: 'mail_outbox' })
@ObjectType({ implements: Node, description: 'A mail on its way out (or sent). Admins only.', simpleResolvers: true })
export class OutboxMail implements Node {
  @PrimaryColumn({ name: 'id', type: 'bigint', transformer: { from: Number, to: (id: number) => id } })
  @Field(() => Int, { description: 'Primary key in the database; the REST API calls it `_id`.' })
  databaseId: number;

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`).' })
  get id(): string {
    return toGlobalId('OutboxMail', this.databaseId);
  }

  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: 'The address it goes to.' })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  @Field(() => String, { description: 'Its subject line.' })
  subject: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => MailDeliveryStatus, { description: 'Where it is: PENDING, SENT, LOGGED or FAILED.' })
  status: MailDeliveryStatus;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Delivery attempts made so far (reset to 0 by `retryMail`).' })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: "The mail server's answer to the last failed attempt; null when none failed." })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  @Field(() => Date, { description: 'When it was queued, with the change it reports.' })
  queuedAt: Date;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  private dueAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the next delivery attempt is due; null unless PENDING.' })
  get nextAttemptAt(): Date | null {
    return this.status === MailDeliveryStatus.PENDING ? this.dueAt : null;
  }

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When it was sent, logged or given up on; null while PENDING.' })
  finishedAt: Date | null;
}
