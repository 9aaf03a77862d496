import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { IsOptional, ValidateNested } from 'class-validator';
import { MESSAGE_MAX_LENGTH } from '@india-tours/validation/contact';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { MultilineText } from '../../graphql/text-input-guard.js';

/*
 * No size checks on the texts here: every rule runs in the service and comes back as a payload error
 * beside its field, with a message a person can act on. The request body limit bounds the rest.
 */

@InputType({ description: 'A message from the contact form (spec §5): every field is required.' })
export class SendContactMessageInput {
  @Field(() => String, { description: "Sender's name: letters and spaces, at most 100 characters." })
  name: string;

  @Field(() => String, { description: "Sender's email: the acknowledgement with the ticket number is sent there." })
  email: string;

  @Field(() => String, { description: "Sender's phone: exactly 10 digits (the legacy REST API calls it `contact`)." })
  phone: string;

  @MultilineText()
  @Field(() => String, { description: `What the sender wants to say: 1 to ${MESSAGE_MAX_LENGTH} characters.` })
  message: string;
}

@InputType({ description: 'The contact message to mark handled.' })
export class MarkContactMessageHandledInput {
  @Field(() => ID, { description: 'Global ID of the message (`ContactMessage.id`).' })
  id: string;
}

@InputType({ description: 'Which contact messages to list.' })
export class ContactMessageFilter {
  @Field(() => Boolean, { nullable: true, description: 'True: only messages marked handled; false: only those still to handle; omitted: all.' })
  @IsOptional()
  handled?: boolean | null;
}

@ArgsType()
export class ContactMessagesArgs extends ConnectionArgs {
  @Field(() => ContactMessageFilter, { nullable: true, description: 'Narrows the list; every message when omitted.' })
  @IsOptional()
  @ValidateNested()
  filter?: ContactMessageFilter | null;
}
