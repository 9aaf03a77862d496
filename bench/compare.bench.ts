// `npm run bench:compare`: the product side by side with the ceiling (bench/ceiling-server.ts, node:http + pg, one
// hand-written statement per workload) on issue 13's workloads (bench/workloads.ts), on the PostgreSQL database at
// DATABASE_URL that `npm run bench:data` filled. Both are started here (the product as `npm start` runs it); with
// PRODUCT_URL a product already running there is measured instead (e.g. an older checkout on the same database).
//   --rounds N (1)  --workloads W1,W2,W3,W4  --duration S (10)  --warmup S (3)  --connections N (32)  --rate R (200; 0 skips)
//   --quiet-wait S (60): before each run, wait up to S seconds for the machine to be idle (0: never wait)
//   --embedded: the embedded default (no DATABASE_URL) against a fresh database on DATABASE_URL's server, both holding
//               the seeded catalogue only, on W1 and W2: the "at least half the server's rate".
// Prints one markdown table; it and every figure (JSON) are written to bench/results/<date>/ with both servers' logs.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { comparisonNotes, comparisonTable, type WorkloadFigures } from './compare-report.js';
import { runningProduct, startCeiling, startProduct, type BenchServer } from './servers.js';
import { measureSideBySide, type SideBySideOptions } from './side-by-side.js';
import { HOW_TO_ENABLE_STATEMENT_STATS, StatementStats } from './statement-stats.js';
import { WORKLOAD_NAMES, buildWorkloads, postTo, type WorkloadName } from './workloads.js';

const { values: argv } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    workloads: { type: 'string', default: WORKLOAD_NAMES.join(',') },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string', default: '200' },
    'quiet-wait': { type: 'string', default: '60' },
    embedded: { type: 'boolean', default: false },
  },
});
const workloadNames = argv.workloads.split(',').map((name) => name.trim().toUpperCase()) as WorkloadName[];
const unknown = workloadNames.filter((name) => !WORKLOAD_NAMES.includes(name));
if (unknown.length > 0) throw new Error(`Unknown workloads ${unknown.join(', ')}: choose among ${WORKLOAD_NAMES.join(', ')}.`);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to the PostgreSQL database `npm run bench:data` filled (see README, Benchmark).');
  process.exit(2);
}
const resultsDir = path.join(import.meta.dirname, 'results', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(resultsDir, { recursive: true });
const logOf = (name: string) => path.join(resultsDir, `${name}.log`);

function measuredOptions(statementStats: StatementStats | undefined, fixedRate: number): SideBySideOptions {
  return {
    rounds: Math.max(1, Number(argv.rounds)),
    connections: Number(argv.connections),
    warmupSeconds: Number(argv.warmup),
    seconds: Number(argv.duration),
    fixedRate,
    quietWaitSeconds: Number(argv['quiet-wait']),
    statementStats,
  };
}

function checkoutDescription(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: import.meta.dirname }).toString().trim();
  } catch {
    return 'unknown';
  }
}

function report(title: string, rows: WorkloadFigures[], servers: readonly [string, string], options: SideBySideOptions, extraNotes: string[] = []): void {
  const environment = {
    date: new Date().toISOString(),
    checkout: checkoutDescription(),
    node: process.version,
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}`,
    loadAverage: os.loadavg().map((load) => load.toFixed(2)).join(' '),
    command: `bench:compare ${process.argv.slice(2).join(' ')}`.trim(),
  };
  const { statementStats: _reader, ...shownOptions } = options;
  const markdown = [
    `## ${title}`,
    '',
    `${environment.date}, checkout ${environment.checkout}, Node ${environment.node}, ${environment.cpus}, load average before ${environment.loadAverage}; ` +
      `${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s measured per run. Cells "a · b" are ${servers[0]} · ${servers[1]}.`,
    '',
    comparisonTable(rows, servers, options.fixedRate),
    '',
    ...[...comparisonNotes(rows, options.rounds), ...extraNotes].map((note) => `- ${note}`),
  ].join('\n');
  writeFileSync(path.join(resultsDir, 'results.md'), `${markdown}\n`);
  writeFileSync(path.join(resultsDir, 'results.json'), JSON.stringify({ environment, options: shownOptions, servers, rows }, null, 2));
  console.log(markdown);
  console.error(`\nWritten to ${resultsDir}/ (results.md, results.json, the servers' logs).`);
}

async function stopAll(servers: readonly (BenchServer | undefined)[]): Promise<void> {
  await Promise.all(servers.map((server) => server?.stop()));
}

/** The main comparison: the ceiling and the product on the filled database. */
async function compareWithCeiling(url: string): Promise<void> {
  const opened = await StatementStats.open(url);
  const statementStats = 'unavailable' in opened ? undefined : opened;
  const notes = 'unavailable' in opened ? [`${HOW_TO_ENABLE_STATEMENT_STATS} (here: ${opened.unavailable})`] : [];
  if (notes.length > 0) console.error(notes[0]);
  let ceiling: BenchServer | undefined;
  let product: BenchServer | undefined;
  try {
    ceiling = await startCeiling(url, logOf('ceiling'));
    product = process.env.PRODUCT_URL ? runningProduct(process.env.PRODUCT_URL, url) : await startProduct({ databaseUrl: url }, logOf('product'));
    console.error(`[start] ceiling ${ceiling.url}, product ${product.url}${process.env.PRODUCT_URL ? ' (PRODUCT_URL)' : ''}`);
    const workloads = await buildWorkloads(workloadNames, postTo(product.url));
    const options = measuredOptions(statementStats, Number(argv.rate));
    const rows = await measureSideBySide([ceiling, product], workloads, options);
    report('India Tours: the product against the ceiling', rows, ['ceiling', 'product'], options, notes);
  } finally {
    await stopAll([ceiling, product]);
    await statementStats?.close();
  }
}

async function onServerOf(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** The last target: the embedded default against a server database, both holding only the seeded catalogue. */
async function compareEmbeddedWithServer(url: string): Promise<void> {
  const names = workloadNames.filter((name) => name === 'W1' || name === 'W2');
  const databaseName = `india_tours_bench_seed_${randomBytes(4).toString('hex')}`;
  const seedDatabaseUrl = new URL(url);
  seedDatabaseUrl.pathname = `/${databaseName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'india-tours-embedded-'));
  await onServerOf(url, `CREATE DATABASE ${databaseName}`);
  let server: BenchServer | undefined;
  let embedded: BenchServer | undefined;
  try {
    server = await startProduct({ databaseUrl: seedDatabaseUrl.toString() }, logOf('server'), 'server');
    embedded = await startProduct({ dataDir }, logOf('embedded'), 'embedded');
    const workloads = await buildWorkloads(names, postTo(server.url));
    const options = measuredOptions(undefined, 0);
    const rows = await measureSideBySide([server, embedded], workloads, options);
    report('India Tours: the embedded default against the server, seeded catalogue only', rows, ['server', 'embedded'], options, [
      'The embedded database runs inside the product\'s process: its "Node CPU" includes PGlite\'s, and it has no PostgreSQL CPU of its own.',
    ]);
  } finally {
    await stopAll([server, embedded]);
    await onServerOf(url, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await (argv.embedded ? compareEmbeddedWithServer(databaseUrl) : compareWithCeiling(databaseUrl));
