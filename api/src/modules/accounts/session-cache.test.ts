import { describe, expect, it } from 'vitest';
import { Role, type Viewer } from '../../graphql/viewer.js';
import { SESSION_CACHE_SECONDS, SessionCache } from './session-cache.js';

const viewerOf = (userId: number, sessionId = userId * 10): Viewer => ({ userId, sessionId, role: Role.USER });
const A_DAY_MS = 24 * 3600 * 1000;

/** A cache on a clock the test moves, told of changes. */
function answeringCache(capacity?: number) {
  const clock = { now: 1_000_000 };
  const cache = new SessionCache(() => clock.now, capacity);
  cache.startAnswering();
  const keep = (key: string, viewer: Viewer, msLeft = A_DAY_MS) => cache.keep(key, viewer, msLeft, cache.currentGeneration);
  return { cache, clock, keep };
}

describe('the session cache', () => {
  it(`answers a kept session for ${SESSION_CACHE_SECONDS} seconds, or until the session ends if that is sooner`, () => {
    const { cache, clock, keep } = answeringCache();
    keep('long', viewerOf(1));
    keep('ending', viewerOf(2), 3_000);
    clock.now += 2_999;
    expect(cache.find('long')).toEqual(viewerOf(1));
    expect(cache.find('ending')).toEqual(viewerOf(2));
    clock.now += 1;
    expect(cache.find('ending')).toBeUndefined();
    clock.now += SESSION_CACHE_SECONDS * 1000 - 3_000 - 1;
    expect(cache.find('long')).toEqual(viewerOf(1));
    clock.now += 1;
    expect(cache.find('long')).toBeUndefined();
  });

  it("forgets every session of an account whose change is told, and only that account's", () => {
    const { cache, keep } = answeringCache();
    keep('phone', viewerOf(1, 11));
    keep('laptop', viewerOf(1, 12));
    keep('other', viewerOf(2));
    cache.forgetAccount(1);
    expect([cache.find('phone'), cache.find('laptop'), cache.find('other')]).toEqual([undefined, undefined, viewerOf(2)]);
  });

  it('does not keep a read that was under way when a change was told: it may have seen the session before the change', () => {
    const { cache } = answeringCache();
    const readUnder = cache.currentGeneration;
    cache.forgetAccount(99);
    cache.keep('token', viewerOf(1), A_DAY_MS, readUnder);
    expect(cache.find('token')).toBeUndefined();
  });

  it('answers nothing while changes may go untold, nor keeps anything read meanwhile', () => {
    const { cache, keep } = answeringCache();
    keep('token', viewerOf(1));
    cache.stopAnswering();
    expect(cache.find('token')).toBeUndefined();
    keep('token', viewerOf(1));
    expect(cache.find('token')).toBeUndefined();
    const readWhileDeaf = cache.currentGeneration;
    cache.startAnswering();
    cache.keep('token', viewerOf(1), A_DAY_MS, readWhileDeaf);
    expect(cache.find('token')).toBeUndefined();
    keep('token', viewerOf(1));
    expect(cache.find('token')).toEqual(viewerOf(1));
  });

  it('makes way for a new session by dropping the oldest kept, and stays within its capacity', () => {
    const { cache, keep } = answeringCache(2);
    keep('first', viewerOf(1));
    keep('second', viewerOf(2));
    keep('third', viewerOf(3));
    expect([cache.find('first'), cache.find('second'), cache.find('third')]).toEqual([undefined, viewerOf(2), viewerOf(3)]);
    cache.forgetAccount(1);
    expect(cache.find('second')).toEqual(viewerOf(2));
  });

  it('hands out a viewer nobody can change for the next request', () => {
    const { cache, keep } = answeringCache();
    const viewer = { ...viewerOf(1) };
    keep('token', viewer);
    (viewer as { role: Role }).role = Role.ADMIN;
    const found = cache.find('token')!;
    expect(found.role).toBe(Role.USER);
    expect(Object.isFrozen(found)).toBe(true);
  });
});
