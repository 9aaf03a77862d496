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

  it('admits up to its maximum per key, then says how long to wait', async () => {
    const quota = new SubmissionQuota(database.dataSource, { kind: 'test-max', max: 2, windowSeconds: 600 });
    expect(await quota.admit('203.0.113.7')).toBeNull();
    expect(await quota.admit('203.0.113.7')).toBeNull();
    const retryAfterSeconds = await quota.admit('203.0.113.7');
    expect(retryAfterSeconds).toBeGreaterThan(590);
    expect(retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await quota.admit('203.0.113.8')).toBeNull();
  });

  it('counts each kind apart', async () => {
    const reviews = new SubmissionQuota(database.dataSource, { kind: 'test-a', max: 1, windowSeconds: 600 });
    const messages = new SubmissionQuota(database.dataSource, { kind: 'test-b', max: 1, windowSeconds: 600 });
    expect(await reviews.admit('someone@example.com')).toBeNull();
    expect(await messages.admit('someone@example.com')).toBeNull();
    expect(await reviews.admit('someone@example.com')).not.toBeNull();
  });

  it('lets no burst of parallel submissions past the maximum', async () => {
    const quota = new SubmissionQuota(database.dataSource, { kind: 'test-burst', max: 3, windowSeconds: 600 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => quota.admit('198.51.100.1')));
    expect(answers.filter((answer) => answer === null)).toHaveLength(3);
  });
});
