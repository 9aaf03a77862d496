import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';
import { connectionPoolOf } from '../connection-pool.js';
import { pipelinedReads, type SendRead } from './pipelined-reads.js';

/** Runs one SQL statement with its parameters and answers its rows (typed by the caller, as `DataSource.query`'s are). */
export type RunQuery = <TRow = Record<string, unknown>>(text: string, values: unknown[]) => Promise<TRow[]>;

/**
 * Names statements by their text: the same text is the same named statement on every connection. Undefined for a new
 * text once `maxNamed` are named: the app writes a few dozen texts, but clients vary some (page sizes are written into
 * a text planned once, a page reads the columns its fields need), and no client may grow the plan cache of every
 * connection without bound. A text past the bound runs unnamed, planned each time.
 */
export function statementNamer(maxNamed: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < maxNamed) {
      name = `read_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
}

/** One namer for the process: the services share the connections, and so the bound. */
const statementNameOf = statementNamer(500);

/**
 * Under 32 clients a turn asks for up to 96 reads (the home page's three each); past 64, the turn also takes a second
 * connection, so that a second backend can work on it.
 */
const READS_PER_CONNECTION = 64;

/** One pipeline per pool: the reads of all the services in one turn share it. */
const pipelines = new WeakMap<Pool, SendRead>();

function pipelineOf(pool: Pool): SendRead {
  let pipeline = pipelines.get(pool);
  if (!pipeline) pipelines.set(pool, (pipeline = pipelinedReads(pool, READS_PER_CONNECTION)));
  return pipeline;
}

/** True when the data source's connections were made to take pipelined reads: the fast paths are on (Config.fastPaths). */
function hasPipelinedConnections(dataSource: DataSource): boolean {
  return (dataSource.options as { extra?: { pipeline?: unknown } }).extra?.pipeline === true;
}

/**
 * Runs the hottest reads as named (prepared) statements: PostgreSQL parses and analyses each text once per
 * connection instead of on every request (TypeORM's `query` cannot name one); the reads of one turn share a round
 * trip (pipelinedReads). Logged and failing as TypeORM's own queries do, so statement counters and error handling see
 * no difference. Outside transactions only. With the fast paths off, TypeORM's own `query` runs them.
 */
export function preparedQuery(dataSource: DataSource): RunQuery {
  if (!hasPipelinedConnections(dataSource)) return (text, values) => dataSource.query(text, values);
  const send = pipelineOf(connectionPoolOf(dataSource));
  return async <TRow,>(text: string, values: unknown[]) => {
    dataSource.logger.logQuery(text, values);
    try {
      return (await send({ name: statementNameOf(text), text, values })).rows as TRow[];
    } catch (error) {
      throw new QueryFailedError(text, values, error as Error);
    }
  };
}
