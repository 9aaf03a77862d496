import { randomBytes } from 'node:crypto';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'typeorm';
import { parseFastPaths } from '../config.js';
import { createDataSource } from './data-source.js';
import { openDatabase, type Database } from './database.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/**
 * How the database prepared once per run (testing/prepared-test-database.ts, vitest's globalSetup) reaches each test
 * file: the name of the template database on the server, the folder of the embedded database's seeded snapshot.
 */
export const TEMPLATE_DATABASE_VARIABLE = 'TEST_TEMPLATE_DATABASE';
export const EMBEDDED_SNAPSHOT_VARIABLE = 'TEST_EMBEDDED_SNAPSHOT';

/** The snapshot folder holds the closed embedded cluster as openDatabase left it on disk, and its `dumpDataDir()`. */
export function embeddedSnapshotLayout(folder: string): { dataDir: string; tarball: string } {
  return { dataDir: path.join(folder, 'data'), tarball: path.join(folder, 'data.tar') };
}

export interface TestDatabaseOptions {
  readonly logger?: Logger;
  /**
   * Run the real migrations and seed on an empty database instead of copying the prepared one: for the tests that
   * exist to check the migrations or the seed.
   */
  readonly fresh?: boolean;
}

/** Whether this run tests the fast paths (`FAST_PATHS`, on unless `off`): CI runs the API suite both ways. */
export function testFastPaths(): boolean {
  return parseFastPaths(process.env.FAST_PATHS);
}

/** The PostgreSQL server the tests run on, or `undefined` for the embedded database. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
}

/**
 * A migrated and seeded database of its own for one test file: a new database on the PostgreSQL server when
 * TEST_DATABASE_URL (or DATABASE_URL) is set, otherwise an in-memory embedded one. When the run prepared a database,
 * the new one starts as a copy of it (unless `fresh`); otherwise it is migrated and seeded here.
 */
export async function openTestDatabase({ fresh = false, ...options }: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const snapshot = fresh ? undefined : await preparedEmbeddedSnapshot();
    if (snapshot) return openEmbeddedSnapshot(snapshot, options);
    return openDatabase({ databaseUrl: undefined, dataDir: undefined, fastPaths: testFastPaths(), ...options });
  }

  const template = fresh ? undefined : process.env[TEMPLATE_DATABASE_VARIABLE];
  const { name, url } = await createServerDatabase(serverUrl, 'india_tours_test', template);
  // On a copy of the template, the migrations and the seed find their work done.
  const database = await openDatabase({ databaseUrl: url, dataDir: undefined, fastPaths: testFastPaths(), ...options });
  return {
    ...database,
    async close() {
      await database.close();
      await dropServerDatabase(serverUrl, name);
    },
  };
}

/**
 * Fills the empty folder `dataDir` with the run's seeded snapshot, so that a server process started on it reopens a
 * seeded database instead of creating one; without a snapshot the folder stays empty and the first start creates it.
 */
export async function copyEmbeddedSnapshotTo(dataDir: string): Promise<void> {
  const folder = process.env[EMBEDDED_SNAPSHOT_VARIABLE];
  if (folder) await cp(embeddedSnapshotLayout(folder).dataDir, dataDir, { recursive: true });
}

async function preparedEmbeddedSnapshot(): Promise<Blob | undefined> {
  const folder = process.env[EMBEDDED_SNAPSHOT_VARIABLE];
  return folder ? new Blob([await readFile(embeddedSnapshotLayout(folder).tarball)]) : undefined;
}

/**
 * A new in-memory embedded database loaded from the seeded snapshot. The snapshot is built from this run's sources;
 * a migration added while vitest watches is refused rather than silently missing.
 */
async function openEmbeddedSnapshot(snapshot: Blob, { logger }: { logger?: Logger }): Promise<Database> {
  const embedded = await startEmbeddedPostgres(undefined, snapshot);
  const dataSource = createDataSource({ url: embedded.url, poolSize: 1, pipeline: testFastPaths(), ...(logger ? { logger } : {}) });
  try {
    await dataSource.initialize();
    if (await dataSource.showMigrations()) throw new Error('The seeded test snapshot lacks a migration added since the run began: restart vitest.');
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded.stop();
    throw error;
  }
  return {
    dataSource,
    isEmbedded: true,
    async close() {
      await dataSource.destroy();
      await embedded.stop();
    },
  };
}

/** CREATE DATABASE `<prefix>_<random>`, empty or as a copy of `template` (which must have no connection meanwhile). */
export async function createServerDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  return runAdminStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function runAdminStatement(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
