import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitUntilReady } from '../api/src/testing/server-process.js';
import { pidListeningOn } from './process-cpu.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** The product builds its api on first start when the build is stale: that can take a while on a busy machine. */
const READY_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 15_000;

/** A server under load: its GraphQL endpoint, the roots of its and its database's process trees (for CPU), how to stop it. */
export interface BenchServer {
  readonly name: string;
  readonly url: string;
  readonly pid: number | undefined;
  /** The postmaster of the PostgreSQL server it uses, when that runs on this machine (not for the embedded database). */
  readonly databasePid: number | undefined;
  stop(): Promise<void>;
}

/** The postmaster listening at the URL's port when the database is on this machine. */
function localPostgresPid(databaseUrl: string): number | undefined {
  const { hostname, port } = new URL(databaseUrl);
  return ['127.0.0.1', 'localhost', '[::1]', ''].includes(hostname) ? pidListeningOn(Number(port || 5432)) : undefined;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/** Starts `args` under node with `env`, its output in `logFile`, and waits until it answers /readyz. */
async function startServer(name: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<BenchServer> {
  const databasePid = env.DATABASE_URL ? localPostgresPid(env.DATABASE_URL) : undefined;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...env, HOST: '127.0.0.1', PORT: String(port) }, stdio: ['ignore', log, log] });
  closeSync(log);
  // Also when this script fails midway: a server left behind would hold its port and database.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  try {
    await waitUntilReady(child, baseUrl, { timeoutMs: READY_TIMEOUT_MS, output: () => readFileSync(logFile, 'utf8').slice(-3000) });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    name,
    url: `${baseUrl}/graphql`,
    pid: child.pid,
    databasePid,
    async stop() {
      process.removeListener('exit', stopOnExit);
      await stopChild(child);
    },
  };
}

export function startCeiling(databaseUrl: string, logFile: string): Promise<BenchServer> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, TSX_TSCONFIG_PATH: path.join(repoRoot, 'api/tsconfig.json') };
  return startServer('ceiling', ['--import', 'tsx', 'bench/ceiling-server.ts'], env, logFile);
}

/**
 * The product as `npm start` runs it (scripts/start.mjs, production), on `databaseUrl`, or on the embedded
 * database in `dataDir` when no URL is given.
 */
export function startProduct(database: { databaseUrl: string } | { dataDir: string }, logFile: string, name = 'product'): Promise<BenchServer> {
  const { DATABASE_URL: _inherited, ...env } = process.env;
  const where = 'databaseUrl' in database ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir };
  return startServer(name, ['scripts/start.mjs'], { ...env, NODE_ENV: 'production', ...where }, logFile);
}

/** A product someone else started (PRODUCT_URL, e.g. an older checkout) on `databaseUrl`: measured where it runs, never stopped. */
export function runningProduct(productUrl: string, databaseUrl: string): BenchServer {
  const url = new URL(productUrl);
  const isLocal = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return {
    name: 'product',
    url: url.pathname.endsWith('/graphql') ? url.toString() : new URL('/graphql', url).toString(),
    pid: isLocal ? pidListeningOn(Number(url.port || 80)) : undefined,
    databasePid: localPostgresPid(databaseUrl),
    stop: async () => undefined,
  };
}
