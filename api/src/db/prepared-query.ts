import { createHash } from 'node:crypto';
import { QueryFailedError, type DataSource } from 'typeorm';
import { connectionPoolOf } from './connection-pool.js';

/** Runs one SQL statement with its parameters and answers its rows (typed by the caller, as `DataSource.query`'s are). */
export type RunQuery = <TRow = Record<string, unknown>>(text: string, values: unknown[]) => Promise<TRow[]>;

const statementNames = new Map<string, string>();

/** The same text is the same named statement on every connection; texts come from code, so the map stays small. */
function statementNameOf(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `read_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs the hottest reads as named (prepared) statements: PostgreSQL parses and analyses each text once per
 * connection instead of on every request (TypeORM's `query` cannot name one). Logged and failing as TypeORM's own
 * queries do, so statement counters and error handling see no difference. Outside transactions only.
 */
export function preparedQuery(dataSource: DataSource): RunQuery {
  const pool = connectionPoolOf(dataSource);
  return async <TRow,>(text: string, values: unknown[]) => {
    dataSource.logger.logQuery(text, values);
    try {
      return (await pool.query({ name: statementNameOf(text), text, values })).rows as TRow[];
    } catch (error) {
      throw new QueryFailedError(text, values, error as Error);
    }
  };
}
