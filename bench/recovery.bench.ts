// `npm run bench:recovery`: how fast bookings come back after PostgreSQL crashes under load.
// It CRASHES a PostgreSQL server, so it runs only on a Debian cluster it is told it may crash:
//   RECOVERY_DATABASE_URL   a superuser URL of it, e.g. postgres://postgres@127.0.0.1:5433/postgres
//   RECOVERY_PG_CLUSTER     the cluster as "version/name" (it must listen on the URL's port), e.g. 15/crash
//                           from `pg_createcluster 15 crash --port 5433 -- --auth=trust`
//   CLIENTS (32), DOWN_SECONDS (5)
// On a fresh database there, a real server process (api/src/main.ts, production settings, mail to a local SMTP
// sink) serves CLIENTS signed-in clients booking over HTTP in a closed loop; a refused booking is tried again
// when the answer's retryAfterSeconds says. After a steady stretch the cluster is stopped with `-m immediate`
// (a crash: no checkpoint, WAL replay on start) and started again after DOWN_SECONDS. Printed: bookings,
// refusals and the slowest answer for every second, the steady rate before the crash, the time from
// PostgreSQL's return (`pg_ctlcluster start` returned: it accepts connections) until the rate is back to 90%
// of it for two seconds in a row, the rate over the 10 s after the return, and what the server logged and its
// mail outbox did meanwhile. The machine's other work moves single seconds by ±20%: run it more than once.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitUntilReady } from '../api/src/testing/server-process.js';
import { BOOK, benchBookingInput, graphqlAt, signedInToken, type GraphQLAnswer } from './graphql-client.js';

const CLIENTS = Number(process.env.CLIENTS ?? 32);
const WARM_UP_SECONDS = 10;
const STEADY_SECONDS = 5;
const DOWN_SECONDS = Number(process.env.DOWN_SECONDS ?? 5);
const AFTER_SECONDS = 15;
/**
 * A client tries a refused booking again after the answer's `retryAfterSeconds` (as a well-behaved client
 * honours Retry-After), or after this pause when the answer names none, so clients do not spin on the CPU
 * the server needs.
 */
const FAILURE_PAUSE_MS = 50;
const FULL_RATE = 0.9;
const STAYS_FOR_SECONDS = 2;

const serverUrl = process.env.RECOVERY_DATABASE_URL;
const cluster = process.env.RECOVERY_PG_CLUSTER?.split('/');
if (!serverUrl || cluster?.length !== 2) {
  console.error('Set RECOVERY_DATABASE_URL and RECOVERY_PG_CLUSTER (e.g. 15/crash): this benchmark crashes that PostgreSQL server.');
  process.exit(2);
}
const [clusterPort] = execFileSync('pg_lsclusters', ['--no-header', ...cluster]).toString().split(/\s+/).slice(2);
if (clusterPort !== new URL(serverUrl).port) {
  console.error(`Cluster ${cluster.join('/')} listens on port ${clusterPort}, not on RECOVERY_DATABASE_URL's: refusing to crash it.`);
  process.exit(2);
}
const pgCtlCluster = (...args: string[]) => execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, ...args], { stdio: 'inherit' });

async function adminStatement(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const databaseName = `india_tours_recovery_${randomBytes(4).toString('hex')}`;
await adminStatement(`CREATE DATABASE ${databaseName}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;

const smtpSink = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'smtp-sink.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
const [firstOutput] = (await once(smtpSink.stdout, 'data')) as [Buffer];
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    ...{ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl.toString(), SMTP_URL: firstOutput.toString().trim() },
    // Named, so that the server does not print a generated admin password among the lines read below.
    ...{ ADMIN_EMAIL: 'recovery.admin@example.in', ADMIN_PASSWORD: randomBytes(12).toString('hex') },
    TSX_TSCONFIG_PATH: 'api/tsconfig.json',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
// Also when this script fails midway: a server left behind would keep polling a database dropped or crashed.
process.once('exit', () => server.kill());
/** What the server logged at warn and above (JSON lines), counted by message: the story of the outage from its side. */
const serverComplaints = new Map<string, number>();
let serverOutput = '';
const readServerLines = (chunk: Buffer) => {
  serverOutput = (serverOutput + chunk.toString()).slice(-20_000);
  for (const line of chunk.toString().split('\n')) {
    const entry = /^\{/.test(line) ? (JSON.parse(line) as { level?: number; msg?: string; errorClass?: string; sqlState?: string; message?: string }) : undefined;
    if (entry && (entry.level ?? 0) >= 40) {
      const key = [entry.msg, entry.errorClass, entry.sqlState, entry.message?.slice(0, 80)].filter(Boolean).join(' | ');
      serverComplaints.set(key, (serverComplaints.get(key) ?? 0) + 1);
    }
  }
};
server.stdout!.on('data', readServerLines);
server.stderr!.on('data', readServerLines);
await waitUntilReady(server, baseUrl, { timeoutMs: 120_000, output: () => serverOutput });

const graphql = graphqlAt(baseUrl);
const signedInClient = (index: number) =>
  signedInToken(graphql, { email: `recovery.booker.${index}@example.in`, password: 'recovery-bench-passphrase' });
const tourIds = (await graphql<{ states: { nodes: { databaseId: number }[] } }>(`{ states(first: 100) { nodes { databaseId } } }`, {})).data!.states.nodes.map(
  (state) => String(state.databaseId),
);

const startedAt = performance.now();
/** Every answer: when it came (ms since the load started), how long it took, and whether it was a booking. */
const answers: { at: number; tookMs: number; isBooked: boolean }[] = [];
const failuresByKind = new Map<string, number>();
let isLoading = true;

function failureKind(answer: GraphQLAnswer<{ book: { errors: { code: string }[] } }> | Error): string {
  if (answer instanceof Error) return `${answer.name}: ${answer.message}`;
  return answer.errors?.[0]?.extensions?.code ?? answer.data?.book.errors[0]?.code ?? 'no data';
}

async function bookInLoop(token: string, client: number): Promise<void> {
  for (let run = 0; isLoading; run += 1) {
    const input = benchBookingInput(tourIds[(client + run) % tourIds.length]!, `recovery-${client}-${run}-${Date.now()}`);
    const sentAt = performance.now();
    const answer = await graphql<{ book: { errors: { code: string }[] } }>(BOOK, { input }, token).catch((error: Error) => error);
    const isBooked = !(answer instanceof Error) && !answer.errors && answer.data?.book.errors.length === 0;
    answers.push({ at: performance.now() - startedAt, tookMs: performance.now() - sentAt, isBooked });
    if (isBooked) continue;
    const kind = failureKind(answer);
    failuresByKind.set(kind, (failuresByKind.get(kind) ?? 0) + 1);
    const retryAfterSeconds = answer instanceof Error ? undefined : answer.errors?.[0]?.extensions?.retryAfterSeconds;
    await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds === undefined ? FAILURE_PAUSE_MS : retryAfterSeconds * 1000));
  }
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const secondsSinceStart = () => (performance.now() - startedAt) / 1000;

// In groups: the login throttle counts a sign-in as a failure until its password is verified, and refuses an
// address with 20 of those at once.
const tokens: string[] = [];
for (let first = 0; first < CLIENTS; first += 8) {
  tokens.push(...(await Promise.all(Array.from({ length: Math.min(8, CLIENTS - first) }, (_, index) => signedInClient(first + index)))));
}
const load = Promise.all(tokens.map((token, client) => bookInLoop(token, client)));
await sleep(WARM_UP_SECONDS + STEADY_SECONDS);
const crashedAt = secondsSinceStart();
pgCtlCluster('stop', '-m', 'immediate');
await sleep(DOWN_SECONDS);
pgCtlCluster('start');
const returnedAt = secondsSinceStart();
const returnedAtClock = new Date();
await sleep(AFTER_SECONDS);
isLoading = false;
await load;
const endedAt = secondsSinceStart();

/** The answers that came in [from, to) seconds. */
const answersIn = (from: number, to = from + 1) => answers.filter(({ at }) => at >= from * 1000 && at < to * 1000);
const bookingsIn = (from: number, to = from + 1) => answersIn(from, to).filter(({ isBooked }) => isBooked).length;
const steadyRate = bookingsIn(WARM_UP_SECONDS, crashedAt) / (crashedAt - WARM_UP_SECONDS);

console.log(`book over HTTP, ${CLIENTS} clients, PostgreSQL ${cluster.join('/')} crashed at ${crashedAt.toFixed(1)} s for ${DOWN_SECONDS} s, back at ${returnedAt.toFixed(1)} s`);
console.log('second  bookings  refused  slowest answer (ms)');
for (let second = 0; second + 1 <= endedAt; second += 1) {
  const inSecond = answersIn(second);
  const booked = inSecond.filter(({ isBooked }) => isBooked).length;
  const slowest = Math.max(0, ...inSecond.map(({ tookMs }) => tookMs));
  const mark = second + 1 > crashedAt && second < returnedAt ? '  (PostgreSQL down)' : '';
  console.log(`${String(second).padStart(6)}  ${String(booked).padStart(8)}  ${String(inSecond.length - booked).padStart(7)}  ${slowest.toFixed(0).padStart(19)}${mark}`);
}

/** The first moment after PostgreSQL's return (0.1 s steps) from which STAYS_FOR_SECONDS one-second windows all reach FULL_RATE. */
function fullRateAfterReturn(): number | undefined {
  for (let from = returnedAt; from + STAYS_FOR_SECONDS <= endedAt; from += 0.1) {
    const windows = Array.from({ length: STAYS_FOR_SECONDS }, (_, index) => bookingsIn(from + index));
    if (windows.every((count) => count >= FULL_RATE * steadyRate)) return from - returnedAt;
  }
  return undefined;
}
const recovery = fullRateAfterReturn();
const rateAfterReturn = bookingsIn(returnedAt, returnedAt + 10) / 10;
console.log(`steady rate before the crash: ${steadyRate.toFixed(0)} bookings/s; over the 10 s after the return: ${rateAfterReturn.toFixed(0)} (${((100 * rateAfterReturn) / steadyRate).toFixed(0)}%)`);
console.log(
  recovery === undefined
    ? `not back to ${FULL_RATE * 100}% of that within ${AFTER_SECONDS} s of PostgreSQL's return`
    : `back to ${FULL_RATE * 100}% of that rate ${recovery.toFixed(1)} s after PostgreSQL's return`,
);
console.log('refused bookings by kind:', Object.fromEntries(failuresByKind));
console.log('server log lines at warn and above:', Object.fromEntries(serverComplaints));

// The booking confirmations: the sender must have gone on after the crash (finished after PostgreSQL's return).
const mailReader = new pg.Client({ connectionString: databaseUrl.toString() });
await mailReader.connect();
const { rows: mailByStatus } = await mailReader.query(
  `SELECT status, count(*)::int AS messages, count(*) FILTER (WHERE finished_at > $1)::int AS "finishedAfterReturn" FROM mail_outbox GROUP BY status`,
  [returnedAtClock],
);
await mailReader.end();
console.log('mail queue at the end:', mailByStatus);

server.kill('SIGTERM');
await once(server, 'exit');
smtpSink.stdin!.end();
await adminStatement(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
