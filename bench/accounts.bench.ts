// `npm run bench` (second part): what one login costs. Times argon2id alone and a whole `logIn`
// over HTTP (validation, throttle bookkeeping, verify, session insert) on the configured database;
// then "forgot password" for an email with an account and one without, whose answers must take the same time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../api/src/app.js';
import { openTestDatabase, testFastPaths } from '../api/src/db/test-database.js';
import { ARGON2_OPTIONS, hashPassword } from '../api/src/modules/accounts/password-hashing.js';
import { benchLogger } from './bench-logger.js';

const RUNS = 30;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const hashTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  await hashPassword(`bench-password-${run}`);
  hashTimes.push(performance.now() - started);
}
console.log(`argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}: median ${median(hashTimes).toFixed(1)} ms per hash`);

const database = await openTestDatabase();
const app = await createApp(
  { nodeEnv: 'production', webDistDir: '/nonexistent', publicUrl: 'http://localhost:4000', smtpUrl: undefined, mailFrom: 'bench@localhost', fastPaths: testFastPaths() },
  database.dataSource,
  benchLogger(),
);
const server = createServer(app.listener);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
/** A GraphQL answer; `TData` names what the caller reads of it (only the login loop reads one). */
interface GraphQLAnswer<TData> {
  data: TData;
  errors?: { message: string }[];
}
const graphql = async <TData>(query: string, variables: object): Promise<GraphQLAnswer<TData>> => {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as GraphQLAnswer<TData>;
};

const credentials = { email: 'bench.login@example.in', password: 'bench-login-passphrase' };
await graphql(`mutation($input: RegisterInput!) { register(input: $input) { errors { code } } }`, {
  input: { ...credentials, name: 'Bench Person', phone: '9876543210' },
});
const loginTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const answer = await graphql<{ logIn: { user: { id: string } | null } }>(`mutation($input: LogInInput!) { logIn(input: $input) { user { id } errors { code } } }`, { input: credentials });
  loginTimes.push(performance.now() - started);
  if (!answer.data.logIn.user) throw new Error(`login failed: ${JSON.stringify(answer)}`);
}
console.log(`logIn over HTTP (${RUNS} sequential): median ${median(loginTimes).toFixed(1)} ms, max ${Math.max(...loginTimes).toFixed(1)} ms`);

const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;
const resetAnswerTimes: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
for (let run = 0; run < 2 * RUNS; run += 1) {
  const kind = run % 2 === 0 ? 'known' : 'unknown';
  const started = performance.now();
  await graphql(REQUEST_RESET, { email: kind === 'known' ? credentials.email : `nobody.${run}@example.in` });
  resetAnswerTimes[kind].push(performance.now() - started);
  // Let the background processor finish, so it does not weigh on the next answer.
  while ((await database.dataSource.query(`SELECT count(*)::int AS count FROM password_reset_requests`))[0].count > 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
for (const kind of ['known', 'unknown'] as const) {
  console.log(`requestPasswordReset, ${kind} email (${RUNS} interleaved): median ${median(resetAnswerTimes[kind]).toFixed(2)} ms`);
}

await new Promise<void>((resolve) => server.close(() => resolve()));
await app.stop();
await database.close();
