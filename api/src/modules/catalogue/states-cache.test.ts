import { describe, expect, it } from 'vitest';
import type { KeptStates } from './states-cache.js';
import { STATES_CACHE_SECONDS, StatesCache } from './states-cache.js';

/** A list that tells reads apart: its one cursor says which read gave it. */
const statesOfRead = (read: number): KeptStates => ({ rows: [], cursors: [`read ${read}`] });

/** A cache on a clock the test moves, told of changes, and a read the test finishes when it chooses. */
function answeringCache() {
  const clock = { now: 1_000_000 };
  const cache = new StatesCache(() => clock.now);
  cache.startAnswering();
  const reads: { finish: () => void; fail: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<KeptStates>((resolve, reject) => {
      const states = statesOfRead(reads.length + 1);
      reads.push({ finish: () => resolve(states), fail: reject });
    });
  /** What the cache answers: `read n` when kept (or shared) from the nth read, `none` when it may not answer. */
  const answer = async () => {
    const states = cache.states(read);
    return states === undefined ? 'none' : (await states).cursors[0];
  };
  return { cache, clock, reads, read, answer };
}

describe('the states cache', () => {
  it(`reads once, then answers from memory for ${STATES_CACHE_SECONDS} seconds`, async () => {
    const { clock, reads, answer } = answeringCache();
    const first = answer();
    reads[0]!.finish();
    expect(await first).toBe('read 1');
    clock.now += STATES_CACHE_SECONDS * 1000 - 1;
    expect(await answer()).toBe('read 1');
    clock.now += 1;
    const second = answer();
    reads[1]!.finish();
    expect([await second, reads.length]).toEqual(['read 2', 2]);
  });

  it('gives callers that miss together one read', async () => {
    const { reads, answer } = answeringCache();
    const together = [answer(), answer(), answer()];
    reads[0]!.finish();
    expect(await Promise.all(together)).toEqual(['read 1', 'read 1', 'read 1']);
    expect(reads).toHaveLength(1);
  });

  it('forgets what it kept when a change is told (or this instance wrote), and reads again', async () => {
    const { cache, reads, answer } = answeringCache();
    const first = answer();
    reads[0]!.finish();
    await first;
    cache.forgetAll();
    const second = answer();
    reads[1]!.finish();
    expect(await second).toBe('read 2');
  });

  it('does not keep, nor share with later callers, a read that was under way when a change was told', async () => {
    const { cache, reads, answer } = answeringCache();
    const before = answer();
    cache.forgetAll();
    const after = answer();
    reads[0]!.finish();
    reads[1]!.finish();
    expect([await before, await after]).toEqual(['read 1', 'read 2']);
    // The second read, which started after the change, is the one kept.
    expect(await answer()).toBe('read 2');
    expect(reads).toHaveLength(2);
  });

  it('keeps nothing from a read that failed: the next caller reads again', async () => {
    const { reads, answer } = answeringCache();
    const failed = answer();
    reads[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const next = answer();
    reads[1]!.finish();
    expect(await next).toBe('read 2');
  });

  it('answers nothing while changes may go untold, nor keeps a read that was under way when they stopped', async () => {
    const { cache, reads, answer } = answeringCache();
    const underWay = answer();
    cache.stopAnswering();
    expect(await answer()).toBe('none');
    reads[0]!.finish();
    await underWay;
    cache.startAnswering();
    const next = answer();
    reads[1]!.finish();
    expect(await next).toBe('read 2');
  });

  it('answers nothing before the channel is first listened to', () => {
    const cache = new StatesCache();
    expect(cache.states(() => Promise.resolve(statesOfRead(1)))).toBeUndefined();
  });
});
