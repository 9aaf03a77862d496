import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { MailDeliveryStatus } from './mail-delivery-status.js';

@InputType({ description: 'Which mails `mailOutbox` lists.' })
export class OutboxFilter {
  @Field(() => MailDeliveryStatus, { nullable: true, description: 'Only mails in this status (e.g. FAILED, to retry them); every mail when omitted.' })
  @IsOptional()
  @IsEnum(MailDeliveryStatus)
  status?: MailDeliveryStatus | null;
}

@ArgsType()
export class MailOutboxArgs extends ConnectionArgs {
  @Field(() => OutboxFilter, { nullable: true, description: 'Narrows the list; every mail when omitted.' })
  @IsOptional()
  @ValidateNested()
  filter?: OutboxFilter | null;
}

@InputType({ description: 'A failed mail to send again.' })
export class RetryMailInput {
  @Field(() => ID, { description: 'Global ID of a FAILED mail (`OutboxMail.id`).' })
  @IsString()
  @MaxLength(100)
  mailId: string;
}
