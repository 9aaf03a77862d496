import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../api/src/db/database.js';
import { openTestDatabase } from '../api/src/db/test-database.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the migration that stores tour card text uncompressed', () => {
  it("keeps a large state's attractions as they are, past the size PostgreSQL would compress them at", async () => {
    const { dataSource } = database;
    const [{ id: stateId }] = (await dataSource.query(`SELECT id FROM states WHERE slug = 'goa'`)) as [{ id: number }];
    await dataSource.query(
      `INSERT INTO places (state_id, position, slug, title, description, destination, city, price, image)
       SELECT $1, 1000 + n, 'storage-test-' || n, 'Storage Test Beach ' || n, 'Added by the storage test.', 'Panaji', 'Panaji', 1000, '/images/x.jpg'
       FROM generate_series(1, 600) AS n`,
      [stateId],
    );
    const [card] = (await dataSource.query(
      `SELECT octet_length(attractions) AS length, pg_column_size(attractions) AS stored FROM tour_cards WHERE state_id = $1`,
      [stateId],
    )) as [{ length: number; stored: number }];
    // 600 near-identical titles compress to a fraction of their length; stored plain, they take all of it.
    expect(card.length).toBeGreaterThan(12_000);
    expect(card.stored).toBeGreaterThanOrEqual(card.length);
  });
});
