import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { UserErrorType, type UserErrorShape } from '../../graphql/user-error.js';
import { OutboxMail } from './mail.entity.js';

@ObjectType('OutboxMailConnection', { description: 'A page of the mail outbox, newest first.', simpleResolvers: true })
export class OutboxMailConnection extends Connection(OutboxMail, 'OutboxMail', 'A queued, sent or failed mail.') {}

export enum OutboxErrorCode {
  NOT_FAILED = 'NOT_FAILED',
}

registerEnumType(OutboxErrorCode, {
  name: 'OutboxErrorCode',
  description: 'Why a mail could not be sent again.',
  valuesConfig: { NOT_FAILED: { description: 'The mail is not FAILED (it is on its way, sent, or logged): there is nothing to retry.' } },
});

export const mailDeskMessages = {
  notFound: 'No mail has this ID.',
  notFailed: 'Only a mail whose delivery failed can be sent again.',
} as const;

export const OutboxError = UserErrorType<OutboxErrorCode>(OutboxErrorCode, 'OutboxError', 'Why `retryMail` refused; `code` says which.');
export type OutboxError = UserErrorShape<OutboxErrorCode>;

@ObjectType({ description: 'The result of `retryMail`.', simpleResolvers: true })
export class RetryMailPayload {
  @Field(() => OutboxMail, { nullable: true, description: 'The mail, PENDING again and due now; null when refused.' })
  mail: OutboxMail | null;

  @Field(() => [OutboxError], { description: 'Codes: NOT_FAILED. Nothing changes when there is one.' })
  errors: OutboxError[];
}
