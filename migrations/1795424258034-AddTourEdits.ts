import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's edits of a state's special tour (spec §6). A null column keeps the value derived from
 * the state's places (spec §3), so every tour reads as before until an admin edits it. The sizes are
 * those of the shared validation rules; the checks refuse a blank value whichever way it came in.
 */
export class AddTourEdits1795424258034 implements MigrationInterface {
  name = 'AddTourEdits1795424258034';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE states
        ADD COLUMN tour_title       varchar(200)  CHECK (length(btrim(tour_title)) > 0),
        ADD COLUMN tour_image       varchar(2000) CHECK (length(btrim(tour_image)) > 0),
        ADD COLUMN tour_route       varchar(1000) CHECK (length(btrim(tour_route)) > 0),
        ADD COLUMN tour_attractions varchar(4000) CHECK (length(btrim(tour_attractions)) > 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE states
        DROP COLUMN tour_title,
        DROP COLUMN tour_image,
        DROP COLUMN tour_route,
        DROP COLUMN tour_attractions`);
  }
}
