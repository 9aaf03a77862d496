// `npm run bench` (third part): bookings. On DATABASE_URL/TEST_DATABASE_URL (a fresh database there) or an
// in-memory embedded one. Prints how many bookings a second 16 concurrent clients make through `book` over
// HTTP, then fills the table to 500,000 bookings and prints the database time of the admin's top-5 states
// (read from the maintained per-state counts, beside the GROUP BY it replaced) and of one state's first page.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../api/src/app.js';
import { openTestDatabase, testFastPaths } from '../api/src/db/test-database.js';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { median, percentile, printDatabaseTime } from './explain.js';
import { benchLogger } from './bench-logger.js';
import { BOOK, benchBookingInput, graphqlAt, signedInToken } from './graphql-client.js';

const CLIENTS = 16;
const LOAD_SECONDS = 10;
const BOOKINGS_AT_SCALE = 500_000;

const database = await openTestDatabase();
const { dataSource } = database;
// Confirmations go out to a local SMTP server during the load, as in production; it runs in its own process.
const smtpSink = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'smtp-sink.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
const [firstOutput] = (await once(smtpSink.stdout, 'data')) as [Buffer];
const smtpUrl = firstOutput.toString().trim();
const app = await createApp(
  { nodeEnv: 'production', webDistDir: '/nonexistent', publicUrl: 'http://localhost:4000', smtpUrl, mailFrom: 'bench@localhost', fastPaths: testFastPaths() },
  dataSource,
  benchLogger(),
);
const server = createServer(app.listener);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const graphql = graphqlAt(baseUrl);
const signedInClient = (index: number) =>
  signedInToken(graphql, { email: `bench.booker.${index}@example.in`, password: 'bench-booking-passphrase' });
const stateIds: { id: number }[] = await dataSource.query(`SELECT id FROM states ORDER BY id`);

async function bookUntil(token: string, client: number, deadline: number, latencies: number[]): Promise<number> {
  let made = 0;
  for (let run = 0; performance.now() < deadline; run += 1) {
    const input = benchBookingInput(String(stateIds[(client + run) % stateIds.length]!.id), `bench-${client}-${run}-${Date.now()}`);
    const started = performance.now();
    const answer = await graphql<{ book: { errors: unknown[] } }>(BOOK, { input }, token);
    latencies.push(performance.now() - started);
    if (answer.errors || answer.data!.book.errors.length > 0) throw new Error(`book failed: ${JSON.stringify(answer)}`);
    made += 1;
  }
  return made;
}

// Seats enough that no date sells out: this measures the booking statement itself, spread over every tour.
await dataSource.query(`UPDATE tour_calendars SET default_seats = 1000000`);
const tokens = await Promise.all(Array.from({ length: CLIENTS }, (_, index) => signedInClient(index)));
const latencies: number[] = [];
const deadline = performance.now() + LOAD_SECONDS * 1000;
const made = (await Promise.all(tokens.map((token, client) => bookUntil(token, client, deadline, latencies)))).reduce((sum, count) => sum + count, 0);
const where = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite (one connection)';
console.log(
  `book over HTTP, ${CLIENTS} concurrent clients for ${LOAD_SECONDS} s on ${where}: ${(made / LOAD_SECONDS).toFixed(0)} bookings/s, ` +
    `p50 ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
);

// 500,000 bookings spread over every state, a tenth cancelled, with their states and recounted counters.
const [{ userId }] = await dataSource.query(`SELECT id AS "userId" FROM users ORDER BY id LIMIT 1`);
await dataSource.query(
  `INSERT INTO bookings (user_id, email, name, phone, adults, children, country, country_code, arrival_date, departure_date,
     tour_state_id, tour_title, tour_route, tour_state, tour_image, reference, price_per_person, total_price,
     status, cancelled_at, cancellation_fee_percent, cancellation_fee, refund)
   SELECT $1, 'bench@example.in', 'Bench Booker', '9876543210', 2, 0, 'India', 'IN', current_date + 30, current_date + 33,
     s.id, s.name || ' Tour', 'A → B → A', s.name, '/x.svg',
     'IT-' || (SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (((n::bigint + 1099511627) >> (5 * k)) % 32)::int + 1, 1), '' ORDER BY k)
               FROM generate_series(0, 7) AS k),
     10000, 20000,
     CASE WHEN n % 10 = 0 THEN 'CANCELLED' ELSE 'CONFIRMED' END, CASE WHEN n % 10 = 0 THEN now() END,
     CASE WHEN n % 10 = 0 THEN 0 END, CASE WHEN n % 10 = 0 THEN 0 END, CASE WHEN n % 10 = 0 THEN 20000 END
   FROM generate_series(1, ${BOOKINGS_AT_SCALE}) AS n
   JOIN LATERAL (SELECT id, name FROM states ORDER BY id OFFSET ((n * 7) % 36) LIMIT 1) s ON true`,
  [userId],
);
await dataSource.query(`INSERT INTO booking_states (booking_id, state) SELECT id, tour_state FROM bookings ON CONFLICT DO NOTHING`);
await dataSource.query(`
  INSERT INTO state_booking_counts (state, confirmed, booked)
  SELECT bs.state, count(*) FILTER (WHERE b.status = 'CONFIRMED'), count(*) FROM booking_states bs JOIN bookings b ON b.id = bs.booking_id GROUP BY bs.state
  ON CONFLICT (state) DO UPDATE SET confirmed = excluded.confirmed, booked = excluded.booked`);
await dataSource.query('ANALYZE');
const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM bookings`);
console.log(`bookings now: ${count}`);

const databaseTime = (label: string, sql: string, parameters: unknown[] = []) => printDatabaseTime(dataSource, label, sql, parameters);

await databaseTime(
  'top-5 states from the maintained counts (what topBookedStates runs)',
  `SELECT state, confirmed AS count FROM state_booking_counts WHERE confirmed > 0 ORDER BY confirmed DESC, state LIMIT 5`,
);
await databaseTime(
  'top-5 states by GROUP BY over every booking (what it replaced)',
  `SELECT tour_state, count(*) FROM bookings WHERE status = 'CONFIRMED' GROUP BY tour_state ORDER BY count(*) DESC, tour_state LIMIT 5`,
);
const [{ name: someState }] = await dataSource.query(`SELECT name FROM states ORDER BY id LIMIT 1`);
await databaseTime(
  "one state's newest 6 bookings (the admin's filter)",
  `SELECT b.* FROM bookings b JOIN booking_states visit ON visit.booking_id = b.id AND lower(visit.state) = lower($1) ORDER BY visit.booking_id DESC LIMIT 7`,
  [someState],
);

await new Promise<void>((resolve) => server.close(() => resolve()));
await app.stop();
smtpSink.stdin.end();
await database.close();
