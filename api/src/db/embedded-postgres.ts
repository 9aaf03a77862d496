import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';

export interface EmbeddedPostgres {
  /** A postgres:// URL the `pg` driver can use; serve it through a pool of exactly one connection. */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * PGlite served over the PostgreSQL wire protocol on a loopback port, so the very same
 * TypeORM/pg code path runs on it as on a server. PGlite is a single session: STACK-NOTES
 * found wrong rows with 3+ concurrent connections, so callers keep a pool of one and the
 * server admits one more (for a CLI such as psql).
 * A directory belongs to one process at a time: a second one would hand out the same ids and lose
 * writes, so it is refused (DataDirInUseError) before PGlite touches a file.
 * @param dataDir directory kept across restarts, or `undefined` for an in-memory database.
 * @param preparedDataDir for an in-memory database: a `dumpDataDir()` tarball to start from instead of an empty cluster
 *   (the tests' seeded snapshot; loading it skips initdb, most of a fresh start).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, preparedDataDir?: Blob): Promise<EmbeddedPostgres> {
  const lock = dataDir ? await mkdirAndLock(dataDir) : undefined;
  try {
    const db = await PGlite.create(dataDir ? { dataDir } : preparedDataDir ? { loadDataDir: preparedDataDir } : {});
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
    await server.start();
    const url = `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
    return {
      url,
      async stop() {
        await server.stop();
        await db.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

async function mkdirAndLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  return lockDataDir(dataDir);
}
