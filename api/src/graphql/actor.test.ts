import { describe, expect, it, vi } from 'vitest';
import { Actor, type AccountLookup } from './actor.js';
import { Role, type Viewer } from './viewer.js';

const signedIn: Viewer = { userId: 7, role: Role.USER, sessionId: 70 };

/** A look-up that counts its reads; `present: false` answers as for an account deleted since the session was read. */
function countingLookup({ present = true } = {}) {
  const load = vi.fn<AccountLookup['load']>(async (userId) => (present ? { databaseId: userId, email: 'asha@example.in' } : undefined));
  return { load };
}

/** A request that counts how often its client address is worked out. */
class CountedRequest {
  reads = 0;

  get clientAddress(): string {
    this.reads += 1;
    return '203.0.113.7';
  }
}

describe('Actor', () => {
  it('reads the account only when first asked for, and once per request however often it is asked', async () => {
    const accounts = countingLookup();
    const actor = new Actor(signedIn, { clientAddress: '203.0.113.7' }, accounts);
    expect(accounts.load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([actor.account(), actor.account()]);
    expect(await actor.account()).toBe(first);
    expect(second).toEqual({ id: 7, email: 'asha@example.in' });
    expect(accounts.load).toHaveBeenCalledTimes(1);
    expect(accounts.load).toHaveBeenCalledWith(7);
  });

  it("answers no account for a visitor without a look-up, and none for an account deleted since the session's read", async () => {
    const visitorAccounts = countingLookup();
    expect(await new Actor(null, { clientAddress: '203.0.113.7' }, visitorAccounts).account()).toBeNull();
    expect(visitorAccounts.load).not.toHaveBeenCalled();
    expect(await new Actor(signedIn, { clientAddress: '203.0.113.7' }, countingLookup({ present: false })).account()).toBeNull();
  });

  it('leaves the client address to the request, which works it out only when a service reads it', () => {
    const request = new CountedRequest();
    const actor = new Actor(null, request, countingLookup());
    expect(request.reads).toBe(0);
    expect(actor.clientAddress).toBe('203.0.113.7');
    expect(request.reads).toBe(1);
  });
});
