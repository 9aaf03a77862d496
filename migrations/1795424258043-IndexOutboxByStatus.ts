import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin's outbox lists mails of one status newest first (FAILED ones, to retry them) at any depth. */
export class IndexOutboxByStatus1795424258043 implements MigrationInterface {
  name = 'IndexOutboxByStatus1795424258043';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX mail_outbox_status_idx ON mail_outbox (status, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX mail_outbox_status_idx`);
  }
}
