// `npm run bench`: the catalogue's figures. On DATABASE_URL/TEST_DATABASE_URL (a fresh database
// there) or an in-memory embedded one. Prints statement counts, the suggestion query's time in the
// database at 20,000 places (EXPLAIN ANALYZE), and HTTP latency of suggestions through the app.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../api/src/app.js';
import { QueryCounter } from '../api/src/db/query-counter.js';
import { openTestDatabase, testFastPaths } from '../api/src/db/test-database.js';
import { SUGGESTIONS_SQL } from '../api/src/modules/catalogue/index.js';
import { benchLogger } from './bench-logger.js';

const PLACES_AT_SCALE = 20_000;
const PREFIXES = ['a', 'ag', 'tem', 'kerala', 'mum', 'goa', 'srin', 'x'];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

const queries = new QueryCounter();
const database = await openTestDatabase({ logger: queries });
const app = await createApp(
  { nodeEnv: 'production', webDistDir: '/nonexistent', publicUrl: 'http://localhost:4000', smtpUrl: undefined, mailFrom: 'bench@localhost', fastPaths: testFastPaths() },
  database.dataSource,
  benchLogger(),
);
const server = createServer(app.listener);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const graphql = (query: string, variables?: object) =>
  fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });

queries.reset();
await graphql(`{ states(first: 100) { totalCount nodes { name places { title state { name } } tour { title image route attractions places { title } } } } }`);
console.log(`36 states with places and tours: ${queries.count} SQL statements`);
queries.reset();
await graphql(`{ specialTours(first: 8) { nodes { title image route } } places(first: 8) { nodes { title price } } reviews(first: 3) { nodes { comment } } }`);
console.log(`home page query: ${queries.count} SQL statements`);

await database.dataSource.query(`
  INSERT INTO places (state_id, position, slug, title, description, destination, city, price, image)
  SELECT (SELECT id FROM states ORDER BY id OFFSET (n % 36) LIMIT 1), 100 + n, 'bench-' || n,
         initcap(md5(n::text)) || ' Bench Place', 'Generated for the benchmark. Not a real place.',
         'Dest ' || substr(md5((n * 7)::text), 1, 6), 'City ' || substr(md5((n * 13)::text), 1, 6), 1000 + n % 9000, '/x.svg'
  FROM generate_series(1, ${PLACES_AT_SCALE}) AS n`);
await database.dataSource.query('ANALYZE');
const [{ count }] = await database.dataSource.query('SELECT count(*)::int AS count FROM places');
console.log(`places now: ${count}`);

for (const prefix of PREFIXES) {
  const timings: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const [{ 'QUERY PLAN': [plan] }] = await database.dataSource.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${SUGGESTIONS_SQL}`, [`${prefix}%`, 10]);
    timings.push(plan['Execution Time']);
  }
  timings.sort((a, b) => a - b);
  console.log(`suggestions "${prefix}": median ${percentile(timings, 0.5).toFixed(3)} ms in the database (p95 ${percentile(timings, 0.95).toFixed(3)} ms)`);
}

const latencies: number[] = [];
for (let request = 0; request < 400; request += 1) {
  const started = performance.now();
  await (await graphql(`query($t: String!) { suggestions(text: $t) { label type } }`, { t: PREFIXES[request % PREFIXES.length] })).json();
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);
console.log(`suggestions over HTTP (400 sequential): p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p95 ${percentile(latencies, 0.95).toFixed(2)} ms`);

await new Promise<void>((resolve) => server.close(() => resolve()));
await app.stop();
await database.close();
