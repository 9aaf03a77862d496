import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ADMINS_ONLY } from '../../graphql/auth-checker.js';
import type { BaseContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { databaseIdOfType } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import { MailDeliveryStatus } from '../mail/index.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactServerMessages } from './contact.errors.js';
import { ContactMessagesArgs, MarkContactMessageHandledInput } from './contact.inputs.js';
import { mailStatusOf, type ContactContext } from './contact.loaders.js';
import { ContactMessageConnection, MarkContactMessageHandledPayload } from './contact.types.js';

type Context = BaseContext & ContactContext;

@Resolver(() => ContactMessage)
export class ContactDeskResolver {
  @Authorized(Role.ADMIN)
  @Query(() => ContactMessageConnection, { description: `Every contact message with its sender's details, newest first, optionally only the handled or unhandled ones. ${ADMINS_ONLY}` })
  async contactMessages(@Args(() => ContactMessagesArgs) args: ContactMessagesArgs, @Ctx() { actor, contact }: Context) {
    return ContactMessageConnection.fromPage(await contact.desk.list(actor, args));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => MarkContactMessageHandledPayload, {
    description: `Marks a contact message handled by the caller. Marking it again changes nothing: its first \`handledAt\` stays. ${ADMINS_ONLY} NOT_FOUND for an unknown ID.`,
  })
  async markContactMessageHandled(
    @Arg('input', () => MarkContactMessageHandledInput, { description: 'The message.' }) input: MarkContactMessageHandledInput,
    @Ctx() { actor, contact }: Context,
  ) {
    const databaseId = databaseIdOfType(input.id, 'ContactMessage');
    if (databaseId === undefined) throw new NotFoundError(contactServerMessages.notFound);
    const contactMessage = await contact.desk.markHandled(actor, databaseId);
    contact.loaders.messageById.clear(databaseId).prime(databaseId, contactMessage);
    return { contactMessage, errors: [] };
  }

  @FieldResolver(() => MailDeliveryStatus, {
    nullable: true,
    description: 'Where the mail to the operator is: PENDING, SENT, LOGGED (no mail server configured) or FAILED; null when none was queued (no operator address configured) or its outbox row is gone.',
  })
  operatorMailStatus(@Root() message: ContactMessage, @Ctx() { contact }: Context): Promise<MailDeliveryStatus | null> {
    return mailStatusOf(contact.loaders, message.operatorMailId);
  }

  @FieldResolver(() => MailDeliveryStatus, {
    nullable: true,
    description: "Where the acknowledgement to the sender's email is: PENDING, SENT, LOGGED (no mail server configured) or FAILED; null once its outbox row is gone.",
  })
  acknowledgementMailStatus(@Root() message: ContactMessage, @Ctx() { contact }: Context): Promise<MailDeliveryStatus | null> {
    return mailStatusOf(contact.loaders, message.acknowledgementMailId);
  }
}
