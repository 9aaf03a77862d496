import type { NodeFetchers } from '../../graphql/relay/node.js';
import { canReadAccount } from '../../graphql/viewer.js';
import type { BaseContext } from '../../graphql/context.js';
import type { AccountsContext } from './account.loaders.js';
import { AccountResolver } from './account.resolver.js';
import { User } from './user.entity.js';

export { AccountService } from './account.service.js';
export { PasswordResetService } from './password-reset.service.js';
export { SessionService } from './session.service.js';
export { SessionCache } from './session-cache.js';
export { SESSION_CHANGES_CHANNEL, sessionChangeHandlers } from './session-changes.js';
export { LoginThrottle } from './login-throttle.js';
export { SIGN_UP_ADDRESS_QUOTA } from './account.rules.js';
export { createAccountLoaders, type AccountsContext } from './account.loaders.js';
export { ensureAdminAccount } from './admin-account.js';

export const accountEntities = [User];
export const accountResolvers = [AccountResolver] as const;

/** An account is readable by its owner and by admins; to anyone else it does not exist. */
export const accountNodeFetchers: NodeFetchers<BaseContext & AccountsContext> = {
  User: async (id, { actor, accounts }) => (canReadAccount(actor.viewer, id) ? accounts.loaders.userById.load(id) : null),
};
