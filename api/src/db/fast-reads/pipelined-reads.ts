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
 * A connection takes its reads when the pool hands it over, not when it was asked for: while every connection is
 * busy, the reads of the turns that wait leave together once one frees. Asked for turn by turn, each waited for the
 * embedded database's one connection alone, one round trip each, and the embedded suggestions ran at 0.48 of the
 * server's rate; together, at 0.75 (issue 13).
 */
export function pipelinedReads(pool: Pool, readsPerConnection: number): SendRead {
  const waiting: WaitingRead[] = [];
  /** Connections asked of the pool that have not yet taken their reads, and connections sending theirs. */
  let connectionsAwaited = 0;
  let connectionsSending = 0;
  let isAskScheduled = false;

  const nextTurn = () => waiting.splice(0, readsPerConnection);

  const sendOnNextConnection = async () => {
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      connectionsAwaited--;
      for (const read of nextTurn()) read.reject(error);
      // The reads this connection was to take beyond its turn ask again, and fail alike if the pool still cannot connect.
      askForConnections();
      return;
    }
    connectionsAwaited--;
    const reads = nextTurn();
    connectionsSending++;
    // One write for the whole turn: node-postgres writes each read as soon as it is queued on a pipelined connection.
    client.connection.stream.cork();
    const answered = reads.map((read) => client.query(read.config).then(read.resolve, (error: unknown) => (read.reject(error), error as Error)));
    client.connection.stream.uncork();
    const failures = (await Promise.all(answered)).filter((outcome) => outcome instanceof Error);
    // As `Pool.query` does: a connection on which a read failed is closed, not trusted to the next turn.
    client.release(failures[0]);
    connectionsSending--;
    askForConnections();
  };

  /** One more connection for each `readsPerConnection` reads that no awaited connection will take, while the pool has one. */
  const askForConnections = () => {
    isAskScheduled = false;
    while (waiting.length > connectionsAwaited * readsPerConnection && connectionsAwaited + connectionsSending < pool.options.max) {
      connectionsAwaited++;
      void sendOnNextConnection();
    }
  };

  return (config) =>
    new Promise<QueryResult>((resolve, reject) => {
      waiting.push({ config, resolve, reject });
      // setImmediate runs once the turn's I/O callbacks (every request that arrived in it) have asked for their reads.
      if (!isAskScheduled) {
        isAskScheduled = true;
        setImmediate(askForConnections);
      }
    });
}
