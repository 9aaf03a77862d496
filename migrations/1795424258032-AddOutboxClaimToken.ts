import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each claim of an outbox message gets a fresh token, and a sender records its result only while the
 * token is still its own: a sender whose lease lapsed cannot overwrite what the next sender recorded.
 */
export class AddOutboxClaimToken1795424258032 implements MigrationInterface {
  name = 'AddOutboxClaimToken1795424258032';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN claim_token uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN claim_token`);
  }
}
