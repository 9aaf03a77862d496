// `npm run bench` (fourth part): reviews at 200,000. On DATABASE_URL/TEST_DATABASE_URL (a fresh database there)
// or an in-memory embedded one. Fills the table through the product's schema (the trigger keeps the figures),
// then prints the database time of every statement `reviewsPage` runs for a deep numbered page (page 10,000 of 6,
// all and verified only, and the last page), and of its total, beside the OFFSET and count(*) they replace.
import { QueryCounter } from '../api/src/db/query-counter.js';
import { openTestDatabase } from '../api/src/db/test-database.js';
import { ReviewService } from '../api/src/modules/reviews/index.js';
import { medianDatabaseTime, printDatabaseTime } from './explain.js';

const REVIEWS_AT_SCALE = 200_000;
const PER_PAGE = 6;
const DEEP_PAGE = 10_000;

const queries = new QueryCounter();
const database = await openTestDatabase({ logger: queries });
const { dataSource } = database;
const service = new ReviewService(dataSource);

// Spread over every place, one in eight by a verified traveller, posted over the last three years.
const fillStarted = performance.now();
await dataSource.query(
  `INSERT INTO reviews (first_name, last_name, email, phone, tour_place, place_id, rating, guide_rating, overall_rating, comment, verified, created_at)
   SELECT 'Traveller', 'No. ' || n, 'traveller' || n || '@example.in', '9876543210', place.title, place.id, 1 + (n * 7) % 5, 5, 4,
     'Review number ' || n || ': the guide knew every story of the place.', n % 8 = 0,
     now() - interval '3 years' + (n * interval '3 years' / $1)
   FROM generate_series(1, $1) AS n
   JOIN LATERAL (SELECT id, title FROM places ORDER BY id OFFSET (n * 13) % (SELECT count(*) FROM places) LIMIT 1) place ON true`,
  [REVIEWS_AT_SCALE],
);
const fillSeconds = (performance.now() - fillStarted) / 1000;
// As autovacuum would between posts: the fill rewrote each figures row once per statement, not per review.
await dataSource.query('VACUUM ANALYZE');
const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM reviews`);
const where = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
console.log(`reviews now: ${count} on ${where} (filled through the figures trigger in ${fillSeconds.toFixed(1)} s)`);

/** Runs the service's page once, then replays each statement it sent under EXPLAIN ANALYZE. */
async function pageDatabaseTime(label: string, page: number, verifiedOnly: boolean): Promise<void> {
  queries.reset();
  const { nodes, totalCount } = await service.listPage(page, PER_PAGE, { verifiedOnly });
  const statements = queries.statements.map((sql, index) => ({ sql, parameters: queries.parameters[index] ?? [] }));
  const timings = [];
  for (const { sql, parameters } of statements) timings.push(await medianDatabaseTime(dataSource, sql, parameters));
  const total = timings.reduce((sum, time) => sum + time, 0);
  console.log(
    `${label}: ${nodes.length} reviews of ${totalCount}, ${statements.length} statements, ` +
      `median ${total.toFixed(3)} ms database time in all (${timings.map((time) => time.toFixed(3)).join(' + ')})`,
  );
}

await pageDatabaseTime(`reviewsPage page ${DEEP_PAGE} of ${PER_PAGE}`, DEEP_PAGE, false);
await pageDatabaseTime(`reviewsPage page ${DEEP_PAGE / 4} of ${PER_PAGE}, verified only`, DEEP_PAGE / 4, true);
await pageDatabaseTime('reviewsPage, the last page', Math.ceil(REVIEWS_AT_SCALE / PER_PAGE), false);
await pageDatabaseTime('reviewsPage page 1', 1, false);
await printDatabaseTime(dataSource, 'the total from the kept block counts', `SELECT coalesce(sum(review_count), 0)::integer FROM review_blocks`);
await printDatabaseTime(dataSource, 'the total by count(*) over every review (what it replaced)', `SELECT count(*) FROM reviews`);
await printDatabaseTime(
  dataSource,
  `page ${DEEP_PAGE} by OFFSET over the primary key (what it replaced)`,
  `SELECT * FROM reviews ORDER BY id DESC OFFSET $1 LIMIT $2`,
  [(DEEP_PAGE - 1) * PER_PAGE, PER_PAGE],
);

await database.close();
