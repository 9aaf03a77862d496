import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../api/src/db/database.js';
import { openTestDatabase } from '../api/src/db/test-database.js';
import { createAccount } from '../api/src/modules/accounts/account.fixtures.js';

/*
 * Bookings made before every booking of a state was counted: the migration counts them from the states they
 * visit, cancelled ones included, beside the confirmed counts kept until then.
 */
const MIGRATION = 'CountAllBookingsPerState1795424258046';
let database: Database;

/** As the booking statement wrote a booking then: its row, the states it visits, their confirmed counts. */
const EARLIER_BOOKING_SQL = `
  WITH booking AS (
    INSERT INTO bookings (user_id, name, email, phone, adults, children, country, country_code, arrival_date, departure_date,
      tour_title, tour_route, tour_state, tour_image, reference, price_per_person, total_price,
      status, cancelled_at, cancellation_fee_percent, cancellation_fee, refund)
    SELECT $1, 'Asha Rao', 'asha.rao@example.in', '9876543210', 2, 0, 'India', 'IN', '2030-01-10', '2030-01-12',
      'A tour', 'A → B → A', array_to_string($4::text[], ', '), '/x.svg', $2, 1000, 2000,
      $3::text, CASE WHEN $3::text = 'CANCELLED' THEN now() END, CASE WHEN $3::text = 'CANCELLED' THEN 0 END,
      CASE WHEN $3::text = 'CANCELLED' THEN 0 END, CASE WHEN $3::text = 'CANCELLED' THEN 2000 END
    RETURNING id),
  visited AS (
    INSERT INTO booking_states (booking_id, state) SELECT booking.id, state FROM booking, unnest($4::text[]) AS state RETURNING state)
  INSERT INTO state_booking_counts AS counts (state, confirmed)
  SELECT state, CASE WHEN $3::text = 'CONFIRMED' THEN 1 ELSE 0 END FROM visited ORDER BY state
  ON CONFLICT (state) DO UPDATE SET confirmed = counts.confirmed + excluded.confirmed`;

const EARLIER_BOOKINGS: readonly { reference: string; status: 'CONFIRMED' | 'CANCELLED'; states: readonly string[] }[] = [
  { reference: 'IT-AAAAAAA2', status: 'CONFIRMED', states: ['Kerala'] },
  { reference: 'IT-AAAAAAA3', status: 'CANCELLED', states: ['Kerala'] },
  { reference: 'IT-AAAAAAA4', status: 'CANCELLED', states: ['Delhi', 'Uttar Pradesh', 'Rajasthan'] },
  { reference: 'IT-AAAAAAA5', status: 'CONFIRMED', states: ['Delhi'] },
];

/** Undoes migrations, newest first, until this one is undone too: it is not the newest any more. */
async function undoThroughMigration(): Promise<void> {
  const isApplied = async () => ((await database.dataSource.query(`SELECT 1 FROM migrations WHERE name = $1`, [MIGRATION])) as unknown[]).length > 0;
  while (await isApplied()) await database.dataSource.undoLastMigration();
}

const keptCounts = () => database.dataSource.query(`SELECT state, confirmed, booked FROM state_booking_counts ORDER BY state`);

beforeAll(async () => {
  // Fresh: every migration ran here for real, not in a copied database.
  database = await openTestDatabase({ fresh: true });
  const { dataSource } = database;
  await undoThroughMigration();
  const booker = await createAccount(dataSource);
  for (const { reference, status, states } of EARLIER_BOOKINGS) await dataSource.query(EARLIER_BOOKING_SQL, [booker.id, reference, status, states]);
  await dataSource.runMigrations();
});
afterAll(() => database.close());

describe('the migration that counts every booking of a state', () => {
  it("counts each state's bookings, cancelled ones included, beside its confirmed count", async () => {
    expect(await keptCounts()).toEqual([
      { state: 'Delhi', confirmed: 1, booked: 2 },
      { state: 'Kerala', confirmed: 1, booked: 2 },
      { state: 'Rajasthan', confirmed: 0, booked: 1 },
      { state: 'Uttar Pradesh', confirmed: 0, booked: 1 },
    ]);
  });

  it('refuses a count of bookings below the confirmed count', async () => {
    await expect(database.dataSource.query(`UPDATE state_booking_counts SET booked = 0 WHERE state = 'Kerala'`)).rejects.toThrow(
      /state_booking_counts_booked_check/,
    );
  });

  it('drops the count when undone, and counts again when redone', async () => {
    await undoThroughMigration();
    expect(await database.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'state_booking_counts' ORDER BY column_name`)).toEqual([
      { column_name: 'confirmed' },
      { column_name: 'state' },
    ]);
    await database.dataSource.runMigrations();
    expect((await keptCounts()).map((row: { booked: number }) => row.booked)).toEqual([2, 2, 1, 1]);
  });
});
