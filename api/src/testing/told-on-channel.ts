import type { PoolClient } from 'pg';
import { expect } from 'vitest';
import { connectionPoolOf } from '../db/connection-pool.js';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../db/test-database.js';

/** A statement to run, with its parameters when it has any. */
export type Statement = string | readonly [sql: string, values: unknown[]];

export interface ChannelWatch {
  readonly database: Database;
  /** The pool's connection (the embedded database has only one): it listens, and its own changes are told to it too. */
  readonly connection: PoolClient;
  /** What the statements, run in turn on `connection`, told on the channel (`channel:payload`), once told. */
  toldBy(...statements: Statement[]): Promise<string[]>;
  close(): Promise<void>;
}

/** A test database whose notifications on `channel` are recorded, for the migrations that send them. */
export async function watchChannel(channel: string): Promise<ChannelWatch> {
  const database = await openTestDatabase();
  const connection = await connectionPoolOf(database.dataSource).connect();
  const told: string[] = [];
  connection.on('notification', ({ channel: toldOn, payload }) => told.push(`${toldOn}:${payload}`));
  await connection.query(`LISTEN ${channel}`);
  const endMarker = `${channel}:end of statements`;
  return {
    database,
    connection,
    async toldBy(...statements) {
      told.length = 0;
      for (const statement of statements) {
        const [sql, values] = typeof statement === 'string' ? [statement, []] : statement;
        await connection.query(sql, values);
      }
      // Notifications arrive in the order they were sent: once the marker is in, so is everything before it.
      await connection.query(`NOTIFY ${channel}, 'end of statements'`);
      await expect.poll(() => told.at(-1)).toBe(endMarker);
      return told.slice(0, -1);
    },
    async close() {
      connection.release();
      await database.close();
    },
  };
}
