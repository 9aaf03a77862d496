import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyEmbeddedSnapshotTo, openTestDatabase } from '../db/test-database.js';

export interface ServerProcessDatabase {
  /** For the server process's environment. */
  readonly env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * The database a spawned server runs on, of the suite's kind: a fresh database on the PostgreSQL server under
 * TEST_DATABASE_URL, else an embedded one in a temporary DATA_DIR (a copy of the run's seeded snapshot when there is
 * one; otherwise created by the first start, ~5 s). main.test.ts covers the start on an empty DATA_DIR.
 */
export async function serverProcessDatabase(): Promise<ServerProcessDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabase();
    return { env: { DATABASE_URL: (database.dataSource.options as { url: string }).url }, dispose: () => database.close() };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'india-tours-server-'));
  await copyEmbeddedSnapshotTo(dataDir);
  return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
}
