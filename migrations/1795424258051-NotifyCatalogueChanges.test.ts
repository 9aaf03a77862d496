import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionPoolOf } from '../api/src/db/connection-pool.js';
import type { Database } from '../api/src/db/database.js';
import { openTestDatabase } from '../api/src/db/test-database.js';

let database: Database;
/** The pool's connection (the embedded database has only one): it listens, and its own changes are told to it too. */
let connection: PoolClient;
const told: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  connection = await connectionPoolOf(database.dataSource).connect();
  connection.on('notification', ({ channel, payload }) => told.push(`${channel}:${payload}`));
  await connection.query(`LISTEN catalogue_changes`);
});
afterAll(async () => {
  connection.release();
  await database.close();
});

/** What the statements told, once told; a marker notified after them arrives after theirs. */
async function toldBy(...statements: string[]): Promise<string[]> {
  told.length = 0;
  for (const sql of statements) await connection.query(sql);
  await connection.query(`NOTIFY catalogue_changes, 'end of statements'`);
  await expect.poll(() => told.at(-1)).toBe('catalogue_changes:end of statements');
  return told.slice(0, -1);
}

const ONE_CHANGE = ['catalogue_changes:'];

describe('the migration that tells of catalogue changes', () => {
  it("tells of an edit of a state's tour", async () => {
    expect(await toldBy(`UPDATE states SET tour_title = 'Backwaters and Hills' WHERE slug = 'kerala'`)).toEqual(ONE_CHANGE);
  });

  it("tells of a change to a place, or to a place's review figures, through the tour card it changes", async () => {
    expect(await toldBy(`UPDATE places SET price = price + 1 WHERE id = (SELECT min(id) FROM places)`)).toEqual(ONE_CHANGE);
    expect(
      await toldBy(`
        INSERT INTO place_ratings AS kept (place_id, review_count, rating_sum) SELECT min(id), 1, 5 FROM places
        ON CONFLICT (place_id) DO UPDATE SET review_count = kept.review_count + 1, rating_sum = kept.rating_sum + 5`),
    ).toEqual(ONE_CHANGE);
  });

  it('tells once of a statement that changes every card, and of cards emptied', async () => {
    expect(await toldBy(`UPDATE places SET price = price`)).toEqual(ONE_CHANGE);
    expect(await toldBy(`TRUNCATE tour_cards`)).toEqual(ONE_CHANGE);
    expect(await toldBy(`SELECT refresh_tour_cards(ARRAY(SELECT id FROM states))`)).toEqual(ONE_CHANGE);
  });

  it('tells nothing of a change that no state or card reads', async () => {
    expect(await toldBy(`UPDATE users SET name = name`, `DELETE FROM sessions WHERE false`)).toEqual([]);
  });
});
