import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Beside each state's confirmed count, the count of every booking ever made whose tour visits the state,
 * cancelled ones included: what the admin's list filtered by that state shows, so its total reads one kept
 * row instead of counting the state's rows of `booking_states` (82,000 for the busiest state at 500,000
 * bookings). Kept by the booking statement with `confirmed`; a cancel leaves it. A confirmed booking is
 * a booking, hence the check.
 */
export class CountAllBookingsPerState1795424258046 implements MigrationInterface {
  name = 'CountAllBookingsPerState1795424258046';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE state_booking_counts ADD COLUMN booked integer NOT NULL DEFAULT 0`);
    // Every visited state already has its row: the booking statement upserts one per state it records.
    await queryRunner.query(`
      UPDATE state_booking_counts kept SET booked = visits.booked
      FROM (SELECT state, count(*)::int AS booked FROM booking_states GROUP BY state) visits
      WHERE visits.state = kept.state`);
    await queryRunner.query(
      `ALTER TABLE state_booking_counts ADD CONSTRAINT state_booking_counts_booked_check CHECK (booked >= confirmed)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE state_booking_counts DROP COLUMN booked`);
  }
}
