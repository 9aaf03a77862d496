import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ADMINS_ONLY } from '../../graphql/auth-checker.js';
import type { BaseContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { databaseIdOfType } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import type { MailDeskService } from './mail-desk.service.js';
import type { createMailLoaders } from './mail.loaders.js';
import { MailOutboxArgs, RetryMailInput } from './mail.inputs.js';
import { OutboxMailConnection, RetryMailPayload, mailDeskMessages } from './mail.types.js';

export interface MailContext {
  readonly mailDesk: {
    readonly service: MailDeskService;
    readonly loaders: ReturnType<typeof createMailLoaders>;
  };
}

type Context = BaseContext & MailContext;

@Resolver()
export class MailDeskResolver {
  @Authorized(Role.ADMIN)
  @Query(() => OutboxMailConnection, {
    description: `Every mail the product has queued (booking confirmations, contact and trip-plan mails, password resets), newest first, with where each is; optionally of one status. ${ADMINS_ONLY}`,
  })
  async mailOutbox(@Args(() => MailOutboxArgs) args: MailOutboxArgs, @Ctx() { actor, mailDesk }: Context) {
    return OutboxMailConnection.fromPage(await mailDesk.service.list(actor, args));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => RetryMailPayload, {
    description: `Queues a FAILED mail again, due now, with a fresh round of attempts. ${ADMINS_ONLY} NOT_FOUND for an unknown ID; NOT_FAILED comes back in \`errors\`.`,
  })
  async retryMail(@Arg('input', () => RetryMailInput, { description: 'The mail.' }) input: RetryMailInput, @Ctx() { actor, mailDesk }: Context) {
    const databaseId = databaseIdOfType(input.mailId, 'OutboxMail');
    const result = databaseId === undefined ? null : await mailDesk.service.retry(actor, databaseId);
    if (!result) throw new NotFoundError(mailDeskMessages.notFound);
    return result;
  }
}
