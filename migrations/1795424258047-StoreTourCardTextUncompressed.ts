import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tour card's route and attractions name every place of its state (8 KB of attractions at 555 places): past 2 KB,
 * PostgreSQL compresses such a value, and the home page decompressed nine of them on every request (0.26 ms of its
 * tour page's execution against 0.20 stored plain). Kept out of line but uncompressed; 36 rows, so the space is nothing.
 * STORAGE applies to values written from now on: the rows are written again, with a changed value, for theirs to move.
 */
export class StoreTourCardTextUncompressed1795424258047 implements MigrationInterface {
  name = 'StoreTourCardTextUncompressed1795424258047';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE tour_cards ALTER COLUMN route SET STORAGE EXTERNAL, ALTER COLUMN attractions SET STORAGE EXTERNAL`);
    await queryRunner.query(`UPDATE tour_cards SET route = route || '', attractions = attractions || ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE tour_cards ALTER COLUMN route SET STORAGE EXTENDED, ALTER COLUMN attractions SET STORAGE EXTENDED`);
  }
}
