import type { BaseContext } from '../../graphql/context.js';
import type { NodeFetchers } from '../../graphql/relay/node.js';
import { Role } from '../../graphql/viewer.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { OutboxResolver, type OutboxContext } from './outbox.resolver.js';

export { OutboxDeskService } from './outbox-desk.service.js';
export type { OutboxContext } from './outbox.resolver.js';
export { createOutboxLoaders } from './outbox.loaders.js';

export const outboxEntities = [OutboxMail];
export const outboxResolvers = [OutboxResolver] as const;

/** A mail is an admin's to see; to anyone else it does not exist (NOT_FOUND, as a missing one). */
export const outboxNodeFetchers: NodeFetchers<BaseContext & OutboxContext> = {
  OutboxMail: async (id, { actor, outboxDesk }) => (actor.viewer?.role === Role.ADMIN ? outboxDesk.loaders.mailById.load(id) : null),
};
