import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { BaseContext } from '../../graphql/context.js';
import { quotaText } from '../../graphql/submission-limits.js';
import { MailDeliveryStatus } from '../mail/index.js';
import { mailStatusOf, type ContactContext } from './contact.loaders.js';
import { SendContactMessageInput } from './contact.inputs.js';
import { CONTACT_ADDRESS_QUOTA, CONTACT_EMAIL_QUOTA } from './contact.rules.js';
import { ContactTicket, GrievanceOfficer, SendContactMessagePayload } from './contact.types.js';

type Context = BaseContext & ContactContext;

@Resolver(() => ContactTicket)
export class ContactResolver {
  @Mutation(() => SendContactMessagePayload, {
    description: `Sends a message to the operator through the contact form; open to everyone (spec §6). It is stored with a ticket number, and the operator's mail and an acknowledgement to the sender are queued with it. Errors: RATE_LIMITED (with \`retryAfterSeconds\`) after ${quotaText(CONTACT_ADDRESS_QUOTA, 'messages')} from one address, or ${quotaText(CONTACT_EMAIL_QUOTA, 'messages')} naming one email; broken rules come back in \`errors\` and are not counted.`,
  })
  sendContactMessage(
    @Arg('input', () => SendContactMessageInput, { description: 'The contact form.' }) input: SendContactMessageInput,
    @Ctx() { actor, contact }: Context,
  ) {
    return contact.service.send(actor, input);
  }

  @Query(() => ContactTicket, {
    nullable: true,
    description: "A contact message's ticket, so its sender can follow the mail to the operator; null for an unknown number. Open to everyone: it shows no personal data.",
  })
  contactTicket(
    @Arg('number', () => String, { description: 'The ticket number as typed: any letter case, "CT-" optional (e.g. "ct-7kq2m9xd" or "7KQ2M9XD").' }) number: string,
    @Ctx() { contact }: Context,
  ) {
    return contact.service.findTicket(number);
  }

  @Query(() => GrievanceOfficer, {
    description: "The platform's grievance officer, to be shown to everyone (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)). Set by configuration.",
  })
  grievanceOfficer(@Ctx() { contact }: Context): GrievanceOfficer {
    return contact.service.grievanceOfficer;
  }

  @FieldResolver(() => MailDeliveryStatus, {
    nullable: true,
    description:
      "Where the mail to the operator is: PENDING, then SENT, LOGGED (no mail server configured) or FAILED; null when none was queued (no operator address configured). Show 'Message sent successfully via email ✅' on SENT only, and 'Message saved in DB, but email not sent ❌' on FAILED, LOGGED or null (spec §8).",
  })
  operatorMailStatus(@Root() ticket: ContactTicket, @Ctx() { contact }: Context): Promise<MailDeliveryStatus | null> {
    return mailStatusOf(contact.loaders, ticket.operatorMailId);
  }
}
