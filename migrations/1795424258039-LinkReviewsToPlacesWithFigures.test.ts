import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../api/src/db/database.js';
import { openTestDatabase } from '../api/src/db/test-database.js';

/*
 * Reviews written before reviews named places: the migration links each to the one place whose title
 * its text is, leaves the others unlinked, and starts the kept figures from what is there.
 */
const MIGRATION = 'LinkReviewsToPlacesWithFigures1795424258039';
let database: Database;

beforeAll(async () => {
  // Fresh: every migration ran here for real, not in a copied database.
  database = await openTestDatabase({ fresh: true });
  const { dataSource } = database;
  const isApplied = async () => ((await dataSource.query(`SELECT 1 FROM migrations WHERE name = $1`, [MIGRATION])) as unknown[]).length > 0;
  while (await isApplied()) await dataSource.undoLastMigration();
  await dataSource.query(`
    INSERT INTO reviews (first_name, tour_place, comment, rating) VALUES
      ('Asha', 'Taj Mahal', 'At dawn.', 5), ('Ravi', ' taj mahal ', 'Crowded.', 2),
      ('Meera', 'The Golden Triangle', 'Whirlwind.', 4), ('Kiran', 'Amber Fort', 'Elephants.', 3)`);
  await dataSource.runMigrations();
});
afterAll(() => database.close());

describe('the migration that links reviews to places', () => {
  it('links a text that is one place\'s title, in any case and spacing, and leaves other texts unlinked', async () => {
    const rows = (await database.dataSource.query(
      `SELECT review.first_name AS name, place.title FROM reviews review LEFT JOIN places place ON place.id = review.place_id ORDER BY review.id`,
    )) as { name: string; title: string | null }[];
    expect(rows).toEqual([
      { name: 'Asha', title: 'Taj Mahal' },
      { name: 'Ravi', title: 'Taj Mahal' },
      { name: 'Meera', title: null },
      { name: 'Kiran', title: 'Amber Fort' },
    ]);
  });

  it('starts the figures from the reviews already there, and keeps them from then on', async () => {
    const figures = async () =>
      (await database.dataSource.query(
        `SELECT place.title, figures.review_count AS count, figures.rating_sum::int AS sum
         FROM place_ratings figures JOIN places place ON place.id = figures.place_id ORDER BY place.title`,
      )) as { title: string; count: number; sum: number }[];
    expect(await figures()).toEqual([
      { title: 'Amber Fort', count: 1, sum: 3 },
      { title: 'Taj Mahal', count: 2, sum: 7 },
    ]);
    await database.dataSource.query(`DELETE FROM reviews WHERE first_name = 'Ravi'`);
    expect((await figures())[1]).toEqual({ title: 'Taj Mahal', count: 1, sum: 5 });
    const [{ total }] = await database.dataSource.query(`SELECT sum(review_count)::int AS total FROM review_blocks`);
    expect(total).toBe(3);
    await database.dataSource.query(`TRUNCATE reviews`);
    expect(await figures()).toEqual([]);
    expect(await database.dataSource.query(`SELECT * FROM review_blocks`)).toEqual([]);
  });
});
