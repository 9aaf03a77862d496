import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { QueryCounter } from '../../db/query-counter.js';
import { openTestDatabase } from '../../db/test-database.js';
import { ReviewService } from './review.service.js';

/*
 * Numbered pages come from the kept per-block counts (see the migration LinkReviewsToPlacesWithFigures).
 * Against a plain OFFSET over the same rows, every page must hold the same reviews: across block edges,
 * over gaps left by deletes, and filtered to verified travellers.
 */
const REVIEWS = 3_500;
let database: Database;
let service: ReviewService;
const queries = new QueryCounter();

beforeAll(async () => {
  database = await openTestDatabase({ logger: queries });
  service = new ReviewService(database.dataSource);
  await database.dataSource.query(
    `INSERT INTO reviews (first_name, tour_place, comment, rating, verified)
     SELECT 'Traveller ' || n, 'Somewhere', 'Visit ' || n, 1 + n % 5, n % 7 = 0 FROM generate_series(1, $1) AS n`,
    [REVIEWS],
  );
  // Gaps: a whole block's worth in the middle, and every 13th review.
  await database.dataSource.query(`DELETE FROM reviews WHERE id BETWEEN 1100 AND 2100 OR id % 13 = 0`);
});
afterAll(() => database.close());

async function offsetPage(page: number, perPage: number, verifiedOnly: boolean): Promise<number[]> {
  const rows = (await database.dataSource.query(
    `SELECT id FROM reviews ${verifiedOnly ? 'WHERE verified' : ''} ORDER BY id DESC OFFSET $1 LIMIT $2`,
    [(page - 1) * perPage, perPage],
  )) as { id: number }[];
  return rows.map((row) => row.id);
}

async function countOf(verifiedOnly: boolean): Promise<number> {
  const [{ count }] = await database.dataSource.query(`SELECT count(*)::int AS count FROM reviews ${verifiedOnly ? 'WHERE verified' : ''}`);
  return count;
}

describe('ReviewService.listPage', () => {
  it.each([false, true])('answers every page as OFFSET would, with the true total (verified only: %s)', async (verifiedOnly) => {
    const total = await countOf(verifiedOnly);
    const lastPage = Math.ceil(total / 6);
    for (let page = 1; page <= lastPage + 1; page += 1) {
      const { nodes, totalCount } = await service.listPage(page, 6, { verifiedOnly });
      expect(totalCount).toBe(total);
      expect(nodes.map((review) => review.databaseId)).toEqual(await offsetPage(page, 6, verifiedOnly));
    }
  });

  it('counts no review to find a deep page or the total', async () => {
    queries.reset();
    await service.listPage(300, 6);
    expect(queries.statements.some((sql) => /count\(/i.test(sql) && /FROM "?reviews"?/i.test(sql))).toBe(false);
  });

  it('pages one place, newest first, with its kept total', async () => {
    const [{ id: placeId }] = await database.dataSource.query(`SELECT id FROM places ORDER BY id LIMIT 1`);
    await database.dataSource.query(`UPDATE reviews SET place_id = $1 WHERE id % 10 = 1`, [placeId]);
    const [{ count }] = await database.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE place_id = $1`, [placeId]);
    const { nodes, totalCount } = await service.listPage(2, 6, { placeDatabaseId: placeId });
    expect(totalCount).toBe(count);
    const expected = (await database.dataSource.query(`SELECT id FROM reviews WHERE place_id = $1 ORDER BY id DESC OFFSET 6 LIMIT 6`, [placeId])) as {
      id: number;
    }[];
    expect(nodes.map((review) => review.databaseId)).toEqual(expected.map((row) => row.id));
  });
});
