import { registerEnumType } from 'type-graphql';
import type { Actor } from './actor.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

/** What an account may do (spec §6). Stored on the user row; never taken from a request. */
export enum Role {
  USER = 'USER',
  ADMIN = 'ADMIN',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'What an account may do.',
  valuesConfig: {
    USER: { description: 'A registered traveller: books tours and manages their own bookings and reviews.' },
    ADMIN: { description: 'An operator: edits tours, sees every booking and moderates reviews.' },
  },
});

/**
 * The signed-in caller of one request, read from their session row in PostgreSQL at the start of
 * the request. It is the only source of identity: nothing the browser sends about itself counts.
 */
export interface Viewer {
  readonly userId: number;
  readonly role: Role;
  readonly sessionId: number;
}

/** True when the viewer may read data that belongs to the account `userId`. */
export function canReadAccount(viewer: Viewer | null, userId: number): boolean {
  return viewer !== null && (viewer.userId === userId || viewer.role === Role.ADMIN);
}

/** The signed-in caller, or UNAUTHENTICATED: services check it whichever door the call came in by. */
export function assertSignedIn({ viewer }: Actor): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

/** An admin caller (spec §6), or UNAUTHENTICATED for a visitor and FORBIDDEN for a user. */
export function assertAdmin(actor: Actor): Viewer {
  const viewer = assertSignedIn(actor);
  if (viewer.role !== Role.ADMIN) throw new ForbiddenError();
  return viewer;
}
