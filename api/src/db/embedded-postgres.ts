import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';

export interface EmbeddedPostgres {
  /** A postgres:// URL the `pg` driver can use; serve it through a pool of exactly one connection. */
  readonly url: string;
  stop(): Promise<void>;
}

/** What embedded-postgres-worker.mjs starts from. */
export interface EmbeddedWorkerOptions {
  readonly dataDir: string | undefined;
  readonly preparedDataDir: Blob | undefined;
}

/** The worker's one message: where it listens. */
export interface EmbeddedWorkerReady {
  readonly serverConn: string;
}

/**
 * PGlite served over the PostgreSQL wire protocol on a loopback port, so the very same TypeORM/pg code path runs on
 * it as on a server; it runs on a thread of its own (embedded-postgres-worker.mjs says why). PGlite is a single
 * session: callers keep a pool of exactly one connection.
 * A directory belongs to one process at a time: a second one would hand out the same ids and lose
 * writes, so it is refused (DataDirInUseError) before PGlite touches a file.
 * @param dataDir directory kept across restarts, or `undefined` for an in-memory database.
 * @param preparedDataDir for an in-memory database: a `dumpDataDir()` tarball to start from instead of an empty cluster
 *   (the tests' seeded snapshot; loading it skips initdb, most of a fresh start).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, preparedDataDir?: Blob): Promise<EmbeddedPostgres> {
  const lock = dataDir ? await mkdirAndLock(dataDir) : undefined;
  try {
    const worker = startWorker({ dataDir, preparedDataDir });
    const { serverConn } = await readyOf(worker);
    return {
      url: `postgres://postgres@${serverConn}/postgres?sslmode=disable`,
      async stop() {
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.postMessage('stop');
        await exited;
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** The worker's file sits beside this module in the sources and beside the bundle (scripts/build-api.mjs copies it). */
function startWorker(options: EmbeddedWorkerOptions): Worker {
  return new Worker(new URL('./embedded-postgres-worker.mjs', import.meta.url), { workerData: options });
}

/** Settles once, then leaves the worker's later events to their default: an error after start-up ends the process. */
function readyOf(worker: Worker): Promise<EmbeddedWorkerReady> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      outcome();
    };
    const onMessage = (ready: EmbeddedWorkerReady) => settle(() => resolve(ready));
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) =>
      settle(() => reject(new Error(`The embedded database's thread ended (exit code ${code}) before it listened.`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

async function mkdirAndLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  return lockDataDir(dataDir);
}
