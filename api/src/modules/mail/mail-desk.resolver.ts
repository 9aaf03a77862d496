import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ADMINS_ONLY } from '../../graphql/auth-checker.js';
import type { BaseContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { databaseIdOfType } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import type { OutboxDeskService } from './outbox-desk.service.js';
import type { createOutboxLoaders } from './outbox.loaders.js';
import { MailOutboxArgs, RetryMailInput } from './outbox.inputs.js';
import { OutboxMailConnection, RetryMailPayload, outboxMessages } from './outbox.types.js';

export interface OutboxContext {
  readonly outboxDesk: {
    readonly service: OutboxDeskService;
    readonly loaders: ReturnType<typeof createOutboxLoaders>;
  };
}

type Context = BaseContext & OutboxContext;


@Resolver()
export class OutboxResolver {
  @Authorized(Role.ADMIN)
  @Query(() => OutboxMailConnection, {
    description: `Every mail the product has queued (booking confirmations, contact and trip-plan mails, password resets), newest first, with where each is; optionally of one status. ${ADMINS_ONLY}`,
  })
  async mailOutbox(@Args(() => MailOutboxArgs) args: MailOutboxArgs, @Ctx() { actor, outboxDesk }: Context) {
    return OutboxMailConnection.fromPage(await outboxDesk.service.list(actor, args));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => RetryMailPayload, {
    description: `Queues a FAILED mail again, due now, with a fresh round of attempts. ${ADMINS_ONLY} NOT_FOUND for an unknown ID; NOT_FAILED comes back in \`errors\`.`,
  })
  async retryMail(@Arg('input', () => RetryMailInput, { description: 'The mail.' }) input: RetryMailInput, @Ctx() { actor, outboxDesk }: Context) {
    const databaseId = databaseIdOfType(input.mailId, 'OutboxMail');
    const result = databaseId === undefined ? null : await outboxDesk.service.retry(actor, databaseId);
    if (!result) throw new NotFoundError(outboxMessages.notFound);
    return result;
  }
}
