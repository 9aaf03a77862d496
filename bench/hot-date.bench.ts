// `npm run bench` (fifth part): issue 36's seats on one hot start date. On DATABASE_URL/TEST_DATABASE_URL (a fresh
// database there; the embedded one serialises everything and is measured only for completeness). 64 clients book the
// same tour on the same date over HTTP for 10 s: through the product's `book`, then through a hand-written ceiling
// (node:http + pg, one statement writing the same rows: the two mails, the seats, the booking, its states and counts, in
// one transaction). Then both sell out a date of 600 seats with the same 64 clients, and the oversell is counted (it
// must be 0). Last, the availability read of a tour's next 90 days with every date of two years booked.
import { randomInt } from 'node:crypto';
import http, { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createApp } from '../api/src/app.js';
import { openTestDatabase, testFastPaths } from '../api/src/db/test-database.js';
import { QueryCounter } from '../api/src/db/query-counter.js';
import { benchLogger } from './bench-logger.js';
import { median, percentile, printDatabaseTime } from './explain.js';
import { BOOK, graphqlAt, signedInToken } from './graphql-client.js';

const CLIENTS = 64;
const LOAD_SECONDS = 10;
const SELL_OUT_SEATS = 600;
const indiaDateIn = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
const [HOT_DATE, SELL_OUT_DATE, CEILING_SELL_OUT_DATE] = [indiaDateIn(30), indiaDateIn(31), indiaDateIn(32)];

const queries = new QueryCounter();
const database = await openTestDatabase({ logger: queries });
const { dataSource } = database;
const app = await createApp(
  { nodeEnv: 'production', webDistDir: '/nonexistent', publicUrl: 'http://localhost:4000', smtpUrl: undefined, mailFrom: 'bench@localhost', fastPaths: testFastPaths(), operatorEmail: 'operator@india-tours.test' },
  dataSource,
  benchLogger(),
);
const server = createServer(app.listener);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const graphql = graphqlAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);

const [tour] = (await dataSource.query(
  `SELECT s.id, s.name, c.id AS "calendarId", (SELECT sum(price)::int FROM places WHERE state_id = s.id) AS price
   FROM states s JOIN tour_calendars c ON c.state_id = s.id ORDER BY s.id LIMIT 1`,
)) as { id: number; name: string; calendarId: number; price: number }[];
const setSeats = (date: string, seats: number) =>
  dataSource.query(
    `INSERT INTO tour_departures (calendar_id, start_date, seats, own_seats) VALUES ($1, $2, $3, true)
     ON CONFLICT (calendar_id, start_date) DO UPDATE SET seats = $3, own_seats = true`,
    [tour!.calendarId, date, seats],
  );

const tokens = await Promise.all(
  Array.from({ length: CLIENTS }, (_, index) => signedInToken(graphql, { email: `hot.date.${index}@example.in`, password: 'bench-booking-passphrase' })),
);
const userIds = (await dataSource.query(`SELECT id FROM users WHERE email LIKE 'hot.date.%' ORDER BY id`)).map((row: { id: number }) => row.id) as number[];

/** A party of 1 to 4 travellers, as concurrent travellers book. */
const partyOf = (client: number, run: number) => 1 + ((client + run) % 4);

type Attempt = (client: number, run: number, date: string) => Promise<boolean>;

const productBooking: Attempt = async (client, run, date) => {
  const input = {
    tourId: String(tour!.id), name: 'Bench Booker', phone: '9876543210', adults: partyOf(client, run), children: 0, country: 'IN',
    arrivalDate: date, departureDate: date, idempotencyKey: `hot-${client}-${run}-${Date.now()}`,
  };
  const answer = await graphql<{ book: { booking: { id: string } | null; errors: { code: string }[] } }>(BOOK, { input }, tokens[client]);
  if (answer.errors) throw new Error(`book failed: ${JSON.stringify(answer.errors)}`);
  const refusal = answer.data!.book.errors[0]?.code;
  if (refusal && refusal !== 'SOLD_OUT' && refusal !== 'NOT_ENOUGH_SEATS') throw new Error(`book refused: ${refusal}`);
  return refusal === undefined;
};

// The ceiling: the same rows, written by one statement in one transaction (three round trips: BEGIN, it, COMMIT).
const CEILING_SQL = `
  WITH mails AS (
    INSERT INTO mail_outbox (recipient, subject, text_body) VALUES ($1, $2, $3), ('operator@india-tours.test', $2, $3) RETURNING id),
  seats AS (
    INSERT INTO tour_departures AS d (calendar_id, start_date, seats, seats_taken)
    SELECT c.id, $4::date, c.default_seats, CASE WHEN $5::int <= c.default_seats THEN $5::int ELSE 0 END FROM tour_calendars c WHERE c.id = $6
    ON CONFLICT (calendar_id, start_date) DO UPDATE SET seats_taken = d.seats_taken + $5::int
    WHERE NOT d.closed AND d.seats_taken + d.seats_held + $5::int <= d.seats
    RETURNING d.calendar_id, d.seats_taken),
  booking AS (
    INSERT INTO bookings (user_id, email, name, phone, adults, children, country, country_code, arrival_date, departure_date,
      tour_state_id, tour_title, tour_route, tour_state, tour_image, reference, price_per_person, total_price, confirmation_mail_id, tour_calendar_id)
    SELECT $7, $1, 'Bench Booker', '9876543210', $5, 0, 'India', 'IN', $4::date, $4::date, $8, $9 || ' Tour', 'A → B → A', $9, '/x.svg', $10,
      $11, $11 * $5, (SELECT min(id) FROM mails), seats.calendar_id
    FROM seats WHERE seats.seats_taken > 0 RETURNING id),
  visited AS (INSERT INTO booking_states (booking_id, state) SELECT id, $9 FROM booking RETURNING state),
  counted AS (
    INSERT INTO state_booking_counts AS counts (state, confirmed, booked) SELECT state, 1, 1 FROM visited
    ON CONFLICT (state) DO UPDATE SET confirmed = counts.confirmed + 1, booked = counts.booked + 1)
  SELECT id FROM booking`;
const REFERENCE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const reference = () => `IT-${Array.from({ length: 8 }, () => REFERENCE_LETTERS[randomInt(32)]).join('')}`;
const url = (dataSource.options as { url: string }).url;
const pool = new pg.Pool({ connectionString: url, max: database.isEmbedded ? 1 : 10, connectionTimeoutMillis: 5000 });

async function ceilingBook(body: { client: number; party: number; date: string }): Promise<boolean> {
  const connection = await pool.connect();
  try {
    await connection.query('BEGIN');
    const parameters = [`hot.date.${body.client}@example.in`, 'Booking confirmed', 'Your booking…', body.date, body.party, tour!.calendarId,
      userIds[body.client], tour!.id, tour!.name, reference(), tour!.price];
    const { rows } = await connection.query({ name: 'ceiling-book', text: CEILING_SQL, values: parameters });
    await connection.query(rows.length > 0 ? 'COMMIT' : 'ROLLBACK');
    return rows.length > 0;
  } catch (error) {
    await connection.query('ROLLBACK');
    throw error;
  } finally {
    connection.release();
  }
}

const ceilingServer = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk));
  request.on('end', () => {
    ceilingBook(JSON.parse(text) as { client: number; party: number; date: string }).then(
      (booked) => response.end(JSON.stringify({ booked })),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
});
await new Promise<void>((resolve) => ceilingServer.listen(0, '127.0.0.1', resolve));
const ceilingUrl = `http://127.0.0.1:${(ceilingServer.address() as AddressInfo).port}/book`;
const ceilingBooking: Attempt = async (client, run, date) => {
  const response = await fetch(ceilingUrl, { method: 'POST', body: JSON.stringify({ client, party: partyOf(client, run), date }) });
  if (!response.ok) throw new Error(`ceiling failed: ${await response.text()}`);
  return ((await response.json()) as { booked: boolean }).booked;
};

/** Every client books in a loop until the deadline (or, with `untilRefused`, until refused twice); answers the figures. */
async function load(attempt: Attempt, date: string, { seconds = LOAD_SECONDS, untilRefused = false } = {}) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const booked = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      let made = 0;
      let refusals = 0;
      for (let run = 0; performance.now() < deadline && (!untilRefused || refusals < 2); run += 1) {
        const sent = performance.now();
        if (await attempt(client, run, date)) made += 1;
        else refusals += 1;
        latencies.push(performance.now() - sent);
      }
      return made;
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perMinute: (booked.reduce((sum, count) => sum + count, 0) / elapsed) * 60, p50: median(latencies), p99: percentile(latencies, 0.99) };
}

/** Seats the date's bookings hold beyond its seats (must be 0), and whether its kept count agrees with its bookings. */
async function oversellOn(date: string) {
  const [row] = (await dataSource.query(
    `SELECT d.seats, d.seats_taken AS "seatsTaken",
       (SELECT coalesce(sum(adults + children), 0)::int FROM bookings b WHERE b.tour_calendar_id = d.calendar_id AND b.arrival_date = d.start_date AND b.status = 'CONFIRMED') AS booked
     FROM tour_departures d WHERE d.calendar_id = $1 AND d.start_date = $2`,
    [tour!.calendarId, date],
  )) as { seats: number; seatsTaken: number; booked: number }[];
  return { oversold: Math.max(0, row!.booked - row!.seats), countsAgree: row!.booked === row!.seatsTaken, sold: row!.booked };
}

const where = database.isEmbedded ? 'embedded PGlite (one connection)' : 'PostgreSQL server';
await setSeats(HOT_DATE, 10_000_000);
await load(productBooking, HOT_DATE, { seconds: 2 });
const product = await load(productBooking, HOT_DATE);
await load(ceilingBooking, HOT_DATE, { seconds: 2 });
const ceiling = await load(ceilingBooking, HOT_DATE);
console.log(`book on one hot start date, ${CLIENTS} concurrent clients for ${LOAD_SECONDS} s over HTTP on ${where}:`);
for (const [name, figures] of [['product', product], ['ceiling', ceiling]] as const) {
  console.log(`  ${name}: ${figures.perMinute.toFixed(0)} bookings/min, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`);
}
console.log(`  product ÷ ceiling: ${(product.perMinute / ceiling.perMinute).toFixed(2)}`);

await setSeats(SELL_OUT_DATE, SELL_OUT_SEATS);
await setSeats(CEILING_SELL_OUT_DATE, SELL_OUT_SEATS);
await load(productBooking, SELL_OUT_DATE, { seconds: 60, untilRefused: true });
await load(ceilingBooking, CEILING_SELL_OUT_DATE, { seconds: 60, untilRefused: true });
for (const [name, date] of [['product', SELL_OUT_DATE], ['ceiling', CEILING_SELL_OUT_DATE]] as const) {
  const { oversold, countsAgree, sold } = await oversellOn(date);
  console.log(`sell out ${SELL_OUT_SEATS} seats with ${CLIENTS} clients (${name}): ${sold} sold, oversold ${oversold}, kept count ${countsAgree ? 'agrees' : 'DISAGREES'}`);
}

// Every date of two years booked on every tour (a busy operator's calendars), then one tour's next 90 days.
await dataSource.query(`
  INSERT INTO tour_departures (calendar_id, start_date, seats, seats_taken)
  SELECT c.id, current_date + day, 40, (c.id * 7 + day) % 41 FROM tour_calendars c, generate_series(0, 729) AS day
  ON CONFLICT DO NOTHING`);
await dataSource.query('ANALYZE tour_departures');
const availability = `{ tour(id: "${tour!.id}") { availability(from: "${indiaDateIn(0)}", to: "${indiaDateIn(89)}") { date status seatsLeft } } }`;
await graphql(availability, {});
queries.reset();
await graphql(availability, {});
const calendarRead = queries.statements.findIndex((statement) => statement.includes('tour_departures'));
const statementNames = queries.statements.map((statement) => statement.trim().split(/\s+/).slice(0, 4).join(' '));
console.log(`availability of one tour's next 90 days: ${queries.count} statement(s) per request (${statementNames.join('; ')}), the calendar read once`);
const [{ rows }] = (await dataSource.query(`SELECT count(*)::int AS rows FROM tour_departures`)) as [{ rows: number }];
await printDatabaseTime(dataSource, `  its statement, with ${rows} start dates kept`, queries.statements[calendarRead]!, queries.parameters[calendarRead] ?? []);

await pool.end();
await new Promise<void>((resolve) => ceilingServer.close(() => resolve()));
await new Promise<void>((resolve) => server.close(() => resolve()));
await app.stop();
await database.close();
