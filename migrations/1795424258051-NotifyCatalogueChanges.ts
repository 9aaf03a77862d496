import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the cache holds: the states and their cards. */
const CACHED_TABLES = ['states', 'tour_cards'];

/**
 * Instances keep every state with its tour card in memory (catalogue's StatesCache), read by each home page and each
 * admin's desk. Whatever changes a state or a card tells every instance on the channel `catalogue_changes`: an admin's
 * edit, a place or a review (their triggers keep `tour_cards`), or an operator's SQL. Once per statement: a change to
 * many rows is one notification, and PostgreSQL folds the same one repeated in a transaction into one.
 */
export class NotifyCatalogueChanges1795424258051 implements MigrationInterface {
  name = 'NotifyCatalogueChanges1795424258051';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changes', '');
        RETURN NULL;
      END $$`);
    for (const table of CACHED_TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CACHED_TABLES) await queryRunner.query(`DROP TRIGGER ${table}_changed ON ${table}`);
    await queryRunner.query(`DROP FUNCTION notify_catalogue_change()`);
  }
}
