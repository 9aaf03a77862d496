import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';

/** Sends one read and answers its result, as `Pool.query` does. */
export type SendRead = (config: QueryConfig) => Promise<QueryResult>;

interface WaitingRead {
  readonly config: QueryConfig;
  readonly resolve: (result: QueryResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Reads asked for in one turn of the event loop leave for PostgreSQL together: on one pooled connection, in one
 * write, pipelined, each with its own Sync (so each answers or fails alone, as if sent by itself). Every round trip
 * costs a write and a wake-up on both sides, and on this kind of machine they were the largest single cost of a
 * request: the home page's three statements, each on a connection of its own, spent 14% of the process's time in
 * `writev`. The pool's connections must be made with `pipeline: true`; PostgreSQL runs the reads of one connection
 * one after the other, so at most `readsPerConnection` share one, and a larger turn spreads over more connections.
 */
export function pipelinedReads(pool: Pool, readsPerConnection: number): SendRead {
  let waiting: WaitingRead[] = [];

  const sendTogether = async (reads: readonly WaitingRead[]) => {
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      for (const read of reads) read.reject(error);
      return;
    }
    // One write for the whole turn: node-postgres writes each read as soon as it is queued on a pipelined connection.
    client.connection.stream.cork();
    const answered = reads.map((read) => client.query(read.config).then(read.resolve, (error: unknown) => (read.reject(error), error as Error)));
    client.connection.stream.uncork();
    const failures = (await Promise.all(answered)).filter((outcome) => outcome instanceof Error);
    // As `Pool.query` does: a connection on which a read failed is closed, not trusted to the next turn.
    client.release(failures[0]);
  };

  const sendTurn = () => {
    const turn = waiting;
    waiting = [];
    for (let start = 0; start < turn.length; start += readsPerConnection) void sendTogether(turn.slice(start, start + readsPerConnection));
  };

  return (config) =>
    new Promise<QueryResult>((resolve, reject) => {
      // setImmediate runs once the turn's I/O callbacks (every request that arrived in it) have asked for their reads.
      if (waiting.length === 0) setImmediate(sendTurn);
      waiting.push({ config, resolve, reject });
    });
}
