import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryRunner } from 'typeorm';
import type { Database } from '../api/src/db/database.js';
import { openTestDatabase } from '../api/src/db/test-database.js';
import { KeepTourCardPreviews1795424258049 } from './1795424258049-KeepTourCardPreviews.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Preview = { first_destinations: string[]; destination_count: number; first_attractions: string[]; attraction_count: number };

async function previewsByState(queryRunner: QueryRunner): Promise<Map<number, Preview>> {
  const rows: (Preview & { state_id: number })[] = await queryRunner.query(
    `SELECT state_id, first_destinations, destination_count, first_attractions, attraction_count FROM tour_cards ORDER BY state_id`,
  );
  return new Map(rows.map(({ state_id, ...preview }) => [state_id, preview]));
}

describe('the migration that keeps tour card previews', () => {
  it('fills the previews of the cards already there, and is undone cleanly', async () => {
    const migration = new KeepTourCardPreviews1795424258049();
    // Every statement on this one connection: the embedded database serves one at a time.
    const queryRunner = database.dataSource.createQueryRunner();
    try {
      const filled = await previewsByState(queryRunner);
      await migration.down(queryRunner);
      const columns: { column_name: string }[] = await queryRunner.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'tour_cards' AND column_name LIKE '%_count'`,
      );
      expect(columns.map((column) => column.column_name)).toEqual(['place_count', 'review_count']);
      // A place written meanwhile goes through the previous derivation, which must still work.
      await queryRunner.query(`UPDATE places SET price = price + 1 WHERE slug = 'taj-mahal'`);

      await migration.up(queryRunner);
      const refilled = await previewsByState(queryRunner);
      expect(refilled).toEqual(filled);
      expect([...refilled.values()].every((preview) => preview.destination_count > 0 && preview.first_attractions.length > 0)).toBe(true);
    } finally {
      await queryRunner.release();
    }
  });
});
