import { KeptWhileTold } from '../../db/fast-reads/kept-while-told.js';
import type { Viewer } from '../../graphql/viewer.js';

/**
 * Longest an instance answers for a session from memory. Changes are told at once (SESSION_CHANGES_CHANNEL); this
 * bounds the harm of a notification lost on a connection that died without saying so, and lets each live session
 * be read again, its use recorded (LAST_SEEN_PRECISION), well within a minute.
 */
export const SESSION_CACHE_SECONDS = 10;
/** Sessions kept at most (the oldest make way): a few MB at worst, whatever the number of signed-in travellers. */
export const SESSION_CACHE_ENTRIES = 10_000;

export interface CachedSession {
  readonly viewer: Viewer;
  /** Until when (ms since the epoch) the entry may answer: the cache's own bound, or the session's end if sooner. */
  readonly until: number;
}

/**
 * The sessions this instance resolved lately, by token hash, kept while the database tells of session changes: a
 * revoked session, a demoted admin or a deleted account is never served from memory after the change is told.
 */
export class SessionCache extends KeptWhileTold {
  private readonly entries = new Map<string, CachedSession>();
  private readonly keysOfAccount = new Map<number, Set<string>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly capacity = SESSION_CACHE_ENTRIES,
  ) {
    super();
  }

  find(key: string): Viewer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.viewer;
    this.remove(key, entry.viewer.userId);
    return undefined;
  }

  /** Keeps a session read from the database for SESSION_CACHE_SECONDS, or `msLeft` if it ends sooner. */
  keep(key: string, viewer: Viewer, msLeft: number, readUnder: number): void {
    if (!this.mayKeep(readUnder)) return;
    if (this.entries.size >= this.capacity) this.evictOldest();
    this.entries.set(key, { viewer: Object.freeze({ ...viewer }), until: this.now() + Math.min(SESSION_CACHE_SECONDS * 1000, msLeft) });
    let keys = this.keysOfAccount.get(viewer.userId);
    if (!keys) this.keysOfAccount.set(viewer.userId, (keys = new Set()));
    keys.add(key);
  }

  /** A change to the account's sessions or role was told: none of them answers from memory any more. */
  forgetAccount(userId: number): void {
    this.changed();
    for (const key of this.keysOfAccount.get(userId) ?? []) this.entries.delete(key);
    this.keysOfAccount.delete(userId);
  }

  forgetAll(): void {
    this.changed();
    this.entries.clear();
    this.keysOfAccount.clear();
  }

  private evictOldest(): void {
    const [key, entry] = this.entries.entries().next().value!;
    this.remove(key, entry.viewer.userId);
  }

  private remove(key: string, userId: number): void {
    this.entries.delete(key);
    const keys = this.keysOfAccount.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfAccount.delete(userId);
  }
}
