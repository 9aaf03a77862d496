import { Actor, type AccountLookup, type ActingAccount } from '../graphql/actor.js';
import { Role } from '../graphql/viewer.js';

/** A documentation address (RFC 5737), for tests that do not count submissions per address. */
const TEST_CLIENT_ADDRESS = '192.0.2.1';

const noAccount: AccountLookup = { load: async () => undefined };

/** The Actor of a request without a session, for tests that call a service directly. */
export function visitorActor(clientAddress = TEST_CLIENT_ADDRESS): Actor {
  return new Actor(null, { clientAddress }, noAccount);
}

/**
 * The Actor of a request signed in as the account (e.g. `createAccount`'s), for tests that call a service directly. Its
 * session is none in the table (id 0): services that revoke it revoke nothing.
 */
export function signedInActor(account: ActingAccount, { role = Role.USER, clientAddress = TEST_CLIENT_ADDRESS } = {}): Actor {
  const lookup: AccountLookup = { load: async (userId) => (userId === account.id ? { databaseId: account.id, email: account.email } : undefined) };
  return new Actor({ userId: account.id, role, sessionId: 0 }, { clientAddress }, lookup);
}
