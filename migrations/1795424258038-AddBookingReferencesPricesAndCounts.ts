import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a traveller expects of a booking beyond spec §3:
 * - a reference to read over the phone (`IT-` and 8 characters without 0/O/1/I), random, unique;
 * - the per-person price and the party's total as they were when booked (a later price edit never
 *   changes a booking); bookings made before prices were stored get today's sum of their tour's places,
 *   and their cancellations a fee of 0 (none was charged);
 * - the idempotency key of the form that made it, with a fingerprint of its input, so a repeated submit
 *   finds the first booking (unique per account, kept as long as the booking);
 * - the confirmation mail's outbox row, whose status the traveller is shown;
 * - the fee and refund charged on cancellation;
 * - the states a booking's tour visits (a tour may cross several), for the admin's filter, and a
 *   per-state count of confirmed bookings kept in the transaction of each booking and cancellation,
 *   so the top-5 statistic reads 36 rows instead of grouping every booking.
 */
const RANDOM_REFERENCE_SQL = `'IT-' || (
  SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::int, 1), '')
  FROM generate_series(1, 8) WHERE b.id IS NOT NULL)`;

/** At 500,000 rows two random references clash about once in ten migrations: those are drawn again until none do. */
async function redrawDuplicateReferences(queryRunner: QueryRunner): Promise<void> {
  for (;;) {
    const redrawn = (await queryRunner.query(`
      UPDATE bookings b SET reference = ${RANDOM_REFERENCE_SQL}
      WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY reference ORDER BY id) AS nth FROM bookings) d WHERE nth > 1)
      RETURNING id`)) as [unknown[], number];
    if (redrawn[1] === 0) return;
  }
}

export class AddBookingReferencesPricesAndCounts1795424258038 implements MigrationInterface {
  name = 'AddBookingReferencesPricesAndCounts1795424258038';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookings
        ADD COLUMN reference                varchar(11) CHECK (reference ~ '^IT-[2-9A-HJ-NP-Z]{8}$'),
        ADD COLUMN curated_tour_id          integer REFERENCES curated_tours (id) ON DELETE SET NULL,
        ADD COLUMN price_per_person         integer CHECK (price_per_person >= 0),
        ADD COLUMN total_price              integer CHECK (total_price >= 0),
        ADD COLUMN idempotency_key          varchar(100),
        ADD COLUMN request_fingerprint      char(64),
        ADD COLUMN confirmation_mail_id     bigint REFERENCES mail_outbox (id) ON DELETE SET NULL,
        ADD COLUMN cancellation_fee_percent smallint CHECK (cancellation_fee_percent BETWEEN 0 AND 100),
        ADD COLUMN cancellation_fee         integer CHECK (cancellation_fee >= 0),
        ADD COLUMN refund                   integer CHECK (refund >= 0),
        ALTER COLUMN tour_state TYPE varchar(1000)`);
    await queryRunner.query(`
      UPDATE bookings b SET
        reference = ${RANDOM_REFERENCE_SQL},
        price_per_person = coalesce((SELECT sum(p.price) FROM places p WHERE p.state_id = b.tour_state_id), 0)`);
    await redrawDuplicateReferences(queryRunner);
    await queryRunner.query(`UPDATE bookings SET total_price = price_per_person * (adults + children)`);
    // Cancellations before fees were recorded charged nothing online.
    await queryRunner.query(`
      UPDATE bookings SET cancellation_fee_percent = 0, cancellation_fee = 0, refund = total_price WHERE status = 'CANCELLED'`);
    await queryRunner.query(`
      ALTER TABLE bookings
        ALTER COLUMN reference SET NOT NULL,
        ALTER COLUMN price_per_person SET NOT NULL,
        ALTER COLUMN total_price SET NOT NULL,
        ADD CONSTRAINT bookings_reference_key UNIQUE (reference),
        ADD CHECK ((idempotency_key IS NULL) = (request_fingerprint IS NULL)),
        ADD CHECK ((status = 'CANCELLED') = (cancellation_fee IS NOT NULL AND refund IS NOT NULL AND cancellation_fee_percent IS NOT NULL))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX bookings_idempotency_key_idx ON bookings (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE booking_states (
        booking_id integer      NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        state      varchar(120) NOT NULL,
        PRIMARY KEY (booking_id, state)
      )`);
    await queryRunner.query(`CREATE INDEX booking_states_state_idx ON booking_states (lower(state), booking_id)`);
    await queryRunner.query(`INSERT INTO booking_states (booking_id, state) SELECT id, tour_state FROM bookings`);
    await queryRunner.query(`
      CREATE TABLE state_booking_counts (
        state     varchar(120) PRIMARY KEY,
        confirmed integer      NOT NULL CHECK (confirmed >= 0)
      )`);
    await queryRunner.query(`
      INSERT INTO state_booking_counts (state, confirmed)
      SELECT tour_state, count(*) FILTER (WHERE status = 'CONFIRMED') FROM bookings GROUP BY tour_state`);
    await queryRunner.query(`DROP INDEX bookings_state_id_idx`);
    await queryRunner.query(`DROP INDEX bookings_confirmed_state_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX bookings_confirmed_state_idx ON bookings (tour_state) WHERE status = 'CONFIRMED'`);
    await queryRunner.query(`CREATE INDEX bookings_state_id_idx ON bookings (lower(tour_state), id)`);
    await queryRunner.query(`DROP TABLE state_booking_counts`);
    await queryRunner.query(`DROP TABLE booking_states`);
    await queryRunner.query(`
      ALTER TABLE bookings
        DROP COLUMN reference, DROP COLUMN curated_tour_id, DROP COLUMN price_per_person, DROP COLUMN total_price,
        DROP COLUMN idempotency_key, DROP COLUMN request_fingerprint, DROP COLUMN confirmation_mail_id,
        DROP COLUMN cancellation_fee_percent, DROP COLUMN cancellation_fee, DROP COLUMN refund`);
  }
}
