import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pages of states (the home page's tours, the admin's state filter) are read in (name, id) order, the keyset the
 * cursors carry: without an index in that order PostgreSQL sorted every state, cards and all, before taking a page
 * (0.34 ms of the home page's statement on bench:data; 0.15 ms with it).
 */
export class IndexStatesByNameAndId1795424258050 implements MigrationInterface {
  name = 'IndexStatesByNameAndId1795424258050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX states_name_id_idx ON states (name, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX states_name_id_idx`);
  }
}
