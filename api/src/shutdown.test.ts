import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverProcessDatabase, type ServerProcessDatabase } from './testing/server-process-database.js';
import { freePort, waitUntilReady } from './testing/server-process.js';

// The real server process on the suite's database kind (serverProcessDatabase).
const repoRoot = path.resolve(import.meta.dirname, '../..');
const TRAVELLERS = 30;
const travellers = Array.from({ length: TRAVELLERS }, (_, index) => index);
const PASSWORD = 'Monsoon-Trek-2718';
const emailOf = (traveller: number) => `traveller${traveller}@example.com`;
// One address each: the login throttle counts attempts per address, and 30 from one would be refused unhashed.
const addressOf = (traveller: number) => `10.0.0.${traveller + 1}`;
const SIGNED_IN = '200 signed in';

let database: ServerProcessDatabase;
const running: ServerProcess[] = [];

beforeAll(async () => {
  database = await serverProcessDatabase();
  const server = await startServer();
  await Promise.all(travellers.map((traveller) => register(server.port, traveller)));
  server.child.kill('SIGTERM');
  await server.exited;
}, 120_000);
afterEach(() => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});
afterAll(() => database.dispose());

interface ServerProcess {
  readonly child: ChildProcessWithoutNullStreams;
  readonly port: number;
  readonly exited: Promise<[exitCode: number | null, signal: NodeJS.Signals | null]>;
  output: string;
}

/** The API as `npm start` runs it (`scripts/start.mjs`, which forwards signals) or main.ts on its own; ready to serve. */
async function startServer({ env = {}, viaLauncher = false }: { env?: Record<string, string>; viaLauncher?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const command = viaLauncher ? ['scripts/start.mjs'] : ['--import', 'tsx', 'api/src/main.ts'];
  const child = spawn(process.execPath, command, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...{ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), TSX_TSCONFIG_PATH: 'api/tsconfig.json' },
      ...database.env,
      ...env,
    },
  });
  const server: ServerProcess = { child, port, output: '', exited: once(child, 'exit') as ServerProcess['exited'] };
  running.push(server);
  child.stdout.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  await waitUntilReady(child, `http://127.0.0.1:${port}`, { timeoutMs: 60_000, output: () => server.output });
  return server;
}

const graphqlBody = (query: string, input: Record<string, string>) => JSON.stringify({ query, variables: { input } });
const logInBody = (traveller: number) =>
  graphqlBody('mutation LogIn($input: LogInInput!) { logIn(input: $input) { token errors { code } } }', {
    email: emailOf(traveller),
    password: PASSWORD,
  });
const headersOf = (traveller: number) => ({ 'content-type': 'application/json', 'x-forwarded-for': addressOf(traveller) });

async function register(port: number, traveller: number): Promise<void> {
  const query = 'mutation Register($input: RegisterInput!) { register(input: $input) { errors { code } } }';
  const phone = `98765${String(traveller).padStart(5, '0')}`;
  const input = { email: emailOf(traveller), name: 'Test Traveller', phone, password: PASSWORD };
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: headersOf(traveller),
    body: graphqlBody(query, input),
  });
  expect(await response.json()).toEqual({ data: { register: { errors: [] } } });
}

/** `200 signed in` for a session token, else the status and what came instead: one failure must not hide the others. */
function outcome(status: number | undefined, body: string): string {
  return /"token":"[^"]+"/.test(body) ? `${status} signed in` : `${status} ${body.slice(0, 200)}`;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

/** logIn on a connection of its own (no agent, no keep-alive): the outcome, or the connection's error code. */
function logInOnNewConnection(port: number, traveller: number): Promise<string> {
  return new Promise((resolve) => {
    const call = request(
      { host: '127.0.0.1', port, path: '/graphql', method: 'POST', agent: false, headers: headersOf(traveller) },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(outcome(response.statusCode, body)));
        response.on('error', (error) => resolve(errorCode(error)));
      },
    );
    call.on('error', (error) => resolve(errorCode(error)));
    call.end(logInBody(traveller));
  });
}

/** logIn through fetch, whose pool keeps connections alive and reuses them. */
async function logInKeptAlive(port: number, traveller: number): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: headersOf(traveller), body: logInBody(traveller) });
    return outcome(response.status, await response.text());
  } catch (error) {
    return errorCode((error as Error).cause ?? error);
  }
}

/** A raw socket that has connected and written its whole logIn request; `answer` settles when the server closes it. */
async function writeRawLogIn(port: number, traveller: number): Promise<{ answer: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const body = logInBody(traveller);
  const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-Forwarded-For: ${addressOf(traveller)}\r\n`;
  const answer = rawAnswer(socket);
  await new Promise((resolve) => socket.write(`${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`, resolve));
  return { answer };
}

/** Once the socket has closed: the HTTP answer it got, else its error code, else `closed unanswered`. */
async function rawAnswer(socket: Socket): Promise<string> {
  let text = '';
  let failure = 'closed unanswered';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', (error) => (failure = errorCode(error)));
  // Not events.once: it rejects on 'error', and a reset is one of the outcomes this reads (failure above).
  await new Promise((resolve) => socket.once('close', resolve));
  return text ? outcome(Number(text.split(' ')[1]), text) : failure;
}

/** How long after the calls the signal comes: they are on the wire, most not yet answered. */
const SIGNAL_AFTER_MS = 10;

describe('SIGTERM with 30 logIn calls in flight', { timeout: 120_000 }, () => {
  it.each([
    ['main.ts', false],
    ["npm start's launcher, which forwards it", true],
  ])('answers every one sent on a new connection and exits 0 (signal to %s)', async (_, viaLauncher) => {
    const server = await startServer({ viaLauncher });

    const answers = Promise.all(travellers.map((traveller) => logInOnNewConnection(server.port, traveller)));
    await delay(SIGNAL_AFTER_MS);
    server.child.kill('SIGTERM');

    expect(await answers).toEqual(travellers.map(() => SIGNED_IN));
    expect(await server.exited).toEqual([0, null]);
  });

  it('answers every one sent on a kept-alive connection and exits 0', async () => {
    const server = await startServer();
    await Promise.all(travellers.map((traveller) => logInKeptAlive(server.port, traveller))); // opens the pool's connections

    const answers = Promise.all(travellers.map((traveller) => logInKeptAlive(server.port, traveller)));
    await delay(SIGNAL_AFTER_MS);
    server.child.kill('SIGTERM');

    expect(await answers).toEqual(travellers.map(() => SIGNED_IN));
    expect(await server.exited).toEqual([0, null]);
  });

  it('answers every one written on a raw socket just before the signal and exits 0', async () => {
    const server = await startServer();

    const written = await Promise.all(travellers.map((traveller) => writeRawLogIn(server.port, traveller)));
    server.child.kill('SIGTERM');

    expect(await Promise.all(written.map(({ answer }) => answer))).toEqual(travellers.map(() => SIGNED_IN));
    expect(await server.exited).toEqual([0, null]);
  });
});

describe('SIGTERM with requests that never finish', { timeout: 120_000 }, () => {
  const GRACE_SECONDS = 1;
  /** What main.ts allows past the grace period for stopping the app and closing the database. */
  const MARGIN_MS = 5_000;

  it('cuts them at the end of the grace period and still exits 0', async () => {
    const server = await startServer({ env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) } });
    const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n`;
    const headersWithoutEnd = connect(server.port, '127.0.0.1');
    headersWithoutEnd.write(head);
    const tricklingBody = connect(server.port, '127.0.0.1');
    tricklingBody.write(`${head}Content-Length: 10000\r\n\r\n{`);
    const trickle = setInterval(() => tricklingBody.writable && tricklingBody.write(' '), 100);
    const answers = [rawAnswer(headersWithoutEnd), rawAnswer(tricklingBody)];
    await delay(300);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    clearInterval(trickle);

    expect(exit).toEqual([0, null]);
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_SECONDS * 1000 + MARGIN_MS);
    expect(server.output).toContain(`Cut 2 connection(s) still open at the end of the ${GRACE_SECONDS} s grace period.`);
    // Cut, not answered: the client still writing may see the cut as a reset.
    expect(await Promise.all(answers)).toEqual([
      expect.stringMatching(/^(closed unanswered|ECONNRESET|EPIPE)$/),
      expect.stringMatching(/^(closed unanswered|ECONNRESET|EPIPE)$/),
    ]);
  });
});
