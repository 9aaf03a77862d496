import type { AuthChecker } from 'type-graphql';
import type { BaseContext } from './context.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';
import type { Role } from './viewer.js';

/** Said in the description of every `@Authorized(Role.ADMIN)` field: who gets which error. */
export const ADMINS_ONLY = 'Admins only: UNAUTHENTICATED for a visitor, FORBIDDEN for a user.';

/**
 * `@Authorized()` needs a session; `@Authorized(Role.ADMIN)` needs that role. The viewer comes from
 * the session row, so the answer never depends on what the client says about itself. Throws our own
 * coded errors so GraphQL and REST callers can tell "log in" (401) from "not allowed" (403).
 */
export const authChecker: AuthChecker<BaseContext, Role> = ({ context }, roles) => {
  const { viewer } = context.actor;
  if (!viewer) throw new UnauthenticatedError();
  if (roles.length > 0 && !roles.includes(viewer.role)) throw new ForbiddenError();
  return true;
};
