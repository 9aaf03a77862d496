// `npm run bench:data`: fills the PostgreSQL database at DATABASE_URL to the volumes of issue 13 (36 states,
// 20,000 places, 200,000 reviews, 5,000 travellers, 500,000 bookings) and adds an admin for the benchmark's W4.
// Through the product's own schema: its migrations and seed run first (openDatabase), then set-based inserts
// write the rest in ONE transaction, so a database is either untouched or fully loaded; a second run finds the
// bench admin and does nothing. Deterministic: every value derives from the row number. Only a server: the
// embedded database serialises everything and is not what the figures are about.
import pg from 'pg';
import { openDatabase } from '../api/src/db/database.js';
import { GOLDEN_TRIANGLE_TOUR_ID } from '../api/src/db/seed/curated-tours-data.js';
import { toGlobalId } from '../api/src/graphql/relay/global-id.js';
import { hashPassword } from '../api/src/modules/accounts/password-hashing.js';
import { CANCELLATION_FEE_BANDS } from '../api/src/modules/bookings/booking.rules.js';
import { findCountry } from '../api/src/modules/bookings/country-list.js';
import { createCatalogue, CURATED_TOUR_ID_TYPE, STATE_TOUR_ID_TYPE, findTourDetails } from '../api/src/modules/catalogue/index.js';
import type { DataSource } from 'typeorm';
import { BENCH_ADMIN } from './bench-admin.js';
import { BENCH_VOLUMES, FILLED_TABLES, fillToBenchVolumes, type BenchTour, type PhaseTimer } from './bench-data-fill.js';

/** Key of the advisory lock that keeps two runs from filling the same database at once. */
const FILL_LOCK_KEY = 13_000_013;
/** Longer than any password the login form accepts: no one signs in as a generated traveller. */
const UNUSABLE_PASSWORD = 'x'.repeat(200);
/** Countries of the travellers, India six times in ten. */
const COUNTRY_CODES = ['IN', 'IN', 'IN', 'IN', 'IN', 'IN', 'GB', 'US', 'DE', 'AU'];

function requiredServerUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to the PostgreSQL database to fill, e.g. postgres://pgperf@127.0.0.1:55433/product (see README, Benchmark).');
    process.exit(2);
  }
  return url;
}

/** PGlite served over the wire protocol says so in version(); it must not be filled. */
async function refuseEmbedded(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ version: string }>('SELECT version()').finally(() => client.end());
  if (/PGlite|emscripten/i.test(rows[0]!.version)) {
    console.error(`DATABASE_URL names an embedded database (${rows[0]!.version.slice(0, 40)}…): bench:data fills a PostgreSQL server only.`);
    process.exit(2);
  }
}

/** Every tour as the seeded catalogue makes it, read by the product's own booking lookup, before any place is added. */
async function toursAsBooked(dataSource: DataSource): Promise<BenchTour[]> {
  const catalogue = createCatalogue(dataSource);
  const states = (await dataSource.query(`SELECT id FROM states ORDER BY name`)) as { id: number }[];
  const keys = [
    { pick: 0, tourId: toGlobalId(CURATED_TOUR_ID_TYPE, GOLDEN_TRIANGLE_TOUR_ID) },
    ...states.map((state, index) => ({ pick: index + 1, tourId: toGlobalId(STATE_TOUR_ID_TYPE, state.id) })),
  ];
  return Promise.all(
    keys.map(async ({ pick, tourId }) => {
      const tour = await findTourDetails(catalogue, tourId);
      if (!tour) throw new Error(`The seeded catalogue has no tour ${tourId}: is the Golden Triangle missing?`);
      return { pick, ...tour };
    }),
  );
}

interface TableCounts {
  readonly states: number;
  readonly places: number;
  readonly reviews: number;
  readonly users: number;
  readonly bookings: number;
  readonly cancelledBookings: number;
  readonly bookingStates: number;
}

async function countsOf(dataSource: DataSource): Promise<TableCounts> {
  const [counts] = (await dataSource.query(`
    SELECT (SELECT count(*) FROM states)::int AS states, (SELECT count(*) FROM places)::int AS places,
           (SELECT count(*) FROM reviews)::int AS reviews, (SELECT count(*) FROM users)::int AS users,
           (SELECT count(*) FROM bookings)::int AS bookings,
           (SELECT count(*) FROM bookings WHERE status = 'CANCELLED')::int AS "cancelledBookings",
           (SELECT count(*) FROM booking_states)::int AS "bookingStates"`)) as [TableCounts];
  return counts;
}

/** VACUUM passes before giving up on a table whose pages are not all visible, and the pause between them. */
const VACUUM_ATTEMPTS = 5;
const VACUUM_RETRY_PAUSE_MS = 2000;

/**
 * VACUUM (ANALYZE) of every filled table, again for a table left with pages not marked all-visible: a snapshot
 * open meanwhile (autovacuum's ANALYZE of the fresh rows, for a second or two) keeps VACUUM from marking them, and
 * then every index-only scan of the benchmark reads the heap too, until autovacuum happens to come by.
 */
async function vacuumAllVisible(dataSource: DataSource): Promise<void> {
  let tables: readonly string[] = FILLED_TABLES;
  for (let attempt = 1; tables.length > 0; attempt += 1) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, VACUUM_RETRY_PAUSE_MS));
    await dataSource.query(`VACUUM (ANALYZE) ${tables.join(', ')}`);
    const rows = (await dataSource.query(`SELECT relname FROM pg_class WHERE relname = ANY($1) AND relallvisible < relpages`, [tables])) as { relname: string }[];
    tables = rows.map((row) => row.relname);
    if (tables.length > 0 && attempt === VACUUM_ATTEMPTS) {
      console.log(`  not all visible after ${attempt} VACUUM passes (a long transaction is open?): ${tables.join(', ')}`);
      return;
    }
  }
}

const timed: PhaseTimer = async (phase, work) => {
  const startedAt = performance.now();
  const result = await work();
  console.log(`  ${phase}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return result;
};

/** Why this database cannot be filled (it holds what bench:data did not write), or undefined. */
async function reasonToRefuse(dataSource: DataSource): Promise<string | undefined> {
  const counts = await countsOf(dataSource);
  if (counts.states !== 36) return `it holds ${counts.states} states, not the seeded 36`;
  if (counts.bookings > 0 || counts.reviews > 0) return `it already holds ${counts.bookings} bookings and ${counts.reviews} reviews`;
  if (counts.places > BENCH_VOLUMES.places) return `it already holds ${counts.places} places`;
  return undefined;
}

const startedAt = performance.now();
const databaseUrl = requiredServerUrl();
await refuseEmbedded(databaseUrl);
const database = await timed('migrations and seed', () => openDatabase({ databaseUrl, dataDir: undefined }));
const { dataSource } = database;
try {
  const [loaded] = (await dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [BENCH_ADMIN.email])) as unknown[];
  if (loaded) {
    console.log(`Already loaded (nothing written): ${JSON.stringify(await countsOf(dataSource))}`);
  } else {
    const refusal = await reasonToRefuse(dataSource);
    if (refusal) throw new Error(`bench:data fills a database that holds the product's seed only: ${refusal}.`);
    const plan = {
      tours: await toursAsBooked(dataSource),
      countries: COUNTRY_CODES.map((code) => findCountry(code)!),
      admin: { email: BENCH_ADMIN.email, passwordHash: await hashPassword(BENCH_ADMIN.password) },
      travellerPasswordHash: await hashPassword(UNUSABLE_PASSWORD),
      cancellationBands: CANCELLATION_FEE_BANDS,
    };
    await timed('fill, in one transaction', () =>
      dataSource.transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock($1)`, [FILL_LOCK_KEY]);
        // A run that waited on the lock finds the other's rows: it must not write them twice.
        const [filledMeanwhile] = (await manager.query(`SELECT 1 FROM users WHERE email = $1`, [BENCH_ADMIN.email])) as unknown[];
        if (filledMeanwhile) throw new Error('Another bench:data run filled this database meanwhile.');
        await fillToBenchVolumes(manager, plan, timed);
      }),
    );
    await timed('VACUUM (ANALYZE)', () => vacuumAllVisible(dataSource));
    console.log(`Loaded: ${JSON.stringify(await countsOf(dataSource))}`);
  }
  console.log(`Benchmark admin (W4): ${BENCH_ADMIN.email} / ${BENCH_ADMIN.password}`);
  console.log(`bench:data took ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
