import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each account last signed in from. An address that signed in to an account recently is judged
 * on its own failures for it, so guesses from elsewhere cannot keep the owner locked out (OWASP's
 * "device" approach to lock-out). Rows older than the trust window are pruned at the next sign-in.
 */
export class CreateSignInAddresses1795424258031 implements MigrationInterface {
  name = 'CreateSignInAddresses1795424258031';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sign_in_addresses (
        user_id           integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        address           varchar(64) NOT NULL,
        last_signed_in_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, address)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sign_in_addresses`);
  }
}
