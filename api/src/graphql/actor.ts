import type { Viewer } from './viewer.js';

/** The signed-in account as the services act for it: read from the users table through the session, never from input. */
export interface ActingAccount {
  readonly id: number;
  readonly email: string;
}

/**
 * Reads an account by id; undefined once it is gone. The accounts feature's per-request `userById` DataLoader is one as it
 * stands: graphql/ imports no module, and handing over the loader itself makes no function per request.
 */
export interface AccountLookup {
  load(userId: number): Promise<{ readonly databaseId: number; readonly email: string } | undefined>;
}

/**
 * Who a request acts for, built once per request and passed first to every service that acts for someone, so one rule
 * holds whichever door the call came in by. Everything it holds beyond the session's viewer is read when first asked
 * for: most requests never need the account (a statement) or the client address (a walk of the proxy chain).
 *
 * A class, not an object literal with a getter: V8 (Node 20) keeps such a literal, and all its getter reaches, through
 * young collections until the next full one (issue 13, see http/request-info.ts).
 */
export class Actor {
  #account: Promise<ActingAccount | null> | undefined;

  constructor(
    /** The signed-in caller, read from the session; null for a visitor. */
    readonly viewer: Viewer | null,
    private readonly request: { readonly clientAddress: string },
    private readonly accounts: AccountLookup,
  ) {}

  /** The client's address (behind a trusted proxy, the one it forwarded), which the submission quotas count. */
  get clientAddress(): string {
    return this.request.clientAddress;
  }

  /** The signed-in account's id and email, read at most once per request; null for a visitor or an account deleted since. */
  account(): Promise<ActingAccount | null> {
    return (this.#account ??= this.readAccount());
  }

  private async readAccount(): Promise<ActingAccount | null> {
    if (!this.viewer) return null;
    const account = await this.accounts.load(this.viewer.userId);
    return account ? { id: account.databaseId, email: account.email } : null;
  }
}
