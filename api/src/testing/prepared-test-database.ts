import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/database.js';
import {
  EMBEDDED_SNAPSHOT_VARIABLE,
  TEMPLATE_DATABASE_VARIABLE,
  createServerDatabase,
  dropServerDatabase,
  embeddedSnapshotLayout,
  testServerUrl,
} from '../db/test-database.js';

interface PreparedDatabase {
  /** The environment variable openTestDatabase() finds it by, and its value. */
  readonly variable: string;
  readonly value: string;
  dispose(): Promise<void>;
}

/**
 * vitest's globalSetup. Once per run, the app's own start-up path (openDatabase: migrations, then the seed) builds one
 * database; every test file's openTestDatabase() starts from a copy of it instead of migrating and seeding again.
 * Built from the sources of this run, so it can never be stale; removed when the run ends.
 */
export default async function prepareTestDatabase(): Promise<() => Promise<void>> {
  const serverUrl = testServerUrl();
  const prepared = serverUrl ? await prepareTemplateDatabase(serverUrl) : await prepareEmbeddedSnapshot();
  // vitest starts its workers after the global setup, with this process's environment.
  process.env[prepared.variable] = prepared.value;
  return async () => {
    delete process.env[prepared.variable];
    await prepared.dispose();
  };
}

/** A database on the server that `CREATE DATABASE … TEMPLATE` copies; it must have no connection left while it is copied. */
async function prepareTemplateDatabase(serverUrl: string): Promise<PreparedDatabase> {
  const template = await createServerDatabase(serverUrl, 'india_tours_template');
  try {
    await (await openDatabase({ databaseUrl: template.url, dataDir: undefined })).close();
  } catch (error) {
    await dropServerDatabase(serverUrl, template.name);
    throw error;
  }
  return { variable: TEMPLATE_DATABASE_VARIABLE, value: template.name, dispose: () => dropServerDatabase(serverUrl, template.name) };
}

/**
 * An embedded cluster built on disk, as the app's default DATA_DIR is, and closed: spawned servers start on a copy of
 * its folder, and each test file loads its `dumpDataDir()` tarball into a new in-memory PGlite.
 */
async function prepareEmbeddedSnapshot(): Promise<PreparedDatabase> {
  const folder = await mkdtemp(path.join(tmpdir(), 'india-tours-test-snapshot-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    const { dataDir, tarball } = embeddedSnapshotLayout(folder);
    await (await openDatabase({ databaseUrl: undefined, dataDir })).close();
    await writeFile(tarball, await dumpDataDir(dataDir));
    return { variable: EMBEDDED_SNAPSHOT_VARIABLE, value: folder, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function dumpDataDir(dataDir: string): Promise<Uint8Array> {
  const cluster = await PGlite.create({ dataDir });
  try {
    return new Uint8Array(await (await cluster.dumpDataDir('none')).arrayBuffer());
  } finally {
    await cluster.close();
  }
}
