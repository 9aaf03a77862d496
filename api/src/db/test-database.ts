import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'typeorm';
import { openDatabase, type Database } from './database.js';

/**
 * A fresh, migrated and seeded database for one test file: a new database on the PostgreSQL
 * server when TEST_DATABASE_URL (or DATABASE_URL) is set, otherwise an in-memory embedded one.
 */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ databaseUrl: undefined, dataDir: undefined, ...options });

  const name = `india_tours_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: undefined, ...options });
  return {
    ...database,
    async close() {
      await database.close();
      await runAdminStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
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
