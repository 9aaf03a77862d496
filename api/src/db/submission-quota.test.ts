import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { SubmissionQuota } from './submission-quota.js';
import { openTestDatabase } from './test-database.js';

describe('SubmissionQuota', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** Admits in a transaction of its own, as a caller with nothing else to write would. */
  const admit = (quota: SubmissionQuota, key: string) => database.dataSource.transaction((manager) => quota.admit(manager, key));
  const countOf = async (kind: string) =>
    ((await database.dataSource.query(`SELECT count(*)::int AS count FROM submissions WHERE kind = $1`, [kind])) as [{ count: number }])[0].count;

  it('admits up to its maximum per key, then says how long to wait', async () => {
    const quota = new SubmissionQuota({ kind: 'test-max', max: 2, windowSeconds: 600 });
    expect(await admit(quota, '203.0.113.7')).toBeNull();
    expect(await admit(quota, '203.0.113.7')).toBeNull();
    const retryAfterSeconds = await admit(quota, '203.0.113.7');
    expect(retryAfterSeconds).toBeGreaterThan(590);
    expect(retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await admit(quota, '203.0.113.8')).toBeNull();
  });

  it('counts each kind apart', async () => {
    const reviews = new SubmissionQuota({ kind: 'test-a', max: 1, windowSeconds: 600 });
    const messages = new SubmissionQuota({ kind: 'test-b', max: 1, windowSeconds: 600 });
    expect(await admit(reviews, 'someone@example.com')).toBeNull();
    expect(await admit(messages, 'someone@example.com')).toBeNull();
    expect(await admit(reviews, 'someone@example.com')).not.toBeNull();
  });

  it('lets no burst of parallel submissions past the maximum', async () => {
    const quota = new SubmissionQuota({ kind: 'test-burst', max: 3, windowSeconds: 600 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => admit(quota, '198.51.100.1')));
    expect(answers.filter((answer) => answer === null)).toHaveLength(3);
  });

  it("counts nothing when the caller's transaction fails after the admission", async () => {
    const quota = new SubmissionQuota({ kind: 'test-rollback', max: 1, windowSeconds: 600 });
    const failing = database.dataSource.transaction(async (manager) => {
      expect(await quota.admit(manager, '198.51.100.2')).toBeNull();
      await manager.query(`SELECT 1 / 0`);
    });
    await expect(failing).rejects.toThrow(/division by zero/);
    expect(await countOf('test-rollback')).toBe(0);
    expect(await admit(quota, '198.51.100.2')).toBeNull();
  });
});
