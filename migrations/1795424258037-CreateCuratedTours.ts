import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tours that are not one state's tour: the footer's Golden Triangle (spec §2, legacy id 999) visits
 * places of three states. Their ids are fixed (the legacy clients' numbers), and their places are an
 * ordered list of catalogue places; a removed place leaves the tour without it.
 */
export class CreateCuratedTours1795424258037 implements MigrationInterface {
  name = 'CreateCuratedTours1795424258037';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE curated_tours (
        id         integer      PRIMARY KEY CHECK (id > 0),
        slug       varchar(120) NOT NULL UNIQUE,
        name       varchar(120) NOT NULL CHECK (length(btrim(name)) > 0),
        title      varchar(200) NOT NULL CHECK (length(btrim(title)) > 0),
        created_at timestamptz  NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE curated_tour_places (
        tour_id  integer NOT NULL REFERENCES curated_tours (id) ON DELETE CASCADE,
        place_id integer NOT NULL REFERENCES places (id) ON DELETE CASCADE,
        position integer NOT NULL,
        PRIMARY KEY (tour_id, place_id)
      )`);
    await queryRunner.query(`CREATE INDEX curated_tour_places_order_idx ON curated_tour_places (tour_id, position)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE curated_tour_places`);
    await queryRunner.query(`DROP TABLE curated_tours`);
  }
}
