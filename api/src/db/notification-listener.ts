import pg from 'pg';
import type { DataSource } from 'typeorm';
import { describeError, type Logger } from '../logger.js';
import { connectionPoolOf } from './connection-pool.js';

export interface ChannelHandlers {
  /** The channel is listened to: from now on, every change is told. */
  onListening(): void;
  /** Changes may go untold from now on (the connection broke), until onListening again. */
  onDeaf(): void;
  onNotification(payload: string): void;
}

export interface ChannelListener {
  start(): void;
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/**
 * A notification needs a connection of its own, held for as long as the process listens: a database that serves one
 * connection only (the embedded one) cannot give it.
 */
export function canHoldListeningConnection(dataSource: DataSource): boolean {
  return connectionPoolOf(dataSource).options.max > 1;
}

/**
 * LISTENs to `channel` on a connection of its own (made as the pool makes its own: same server, keepalive), and
 * connects again, waiting longer after each failure, whenever that connection breaks.
 */
export function channelListener(dataSource: DataSource, channel: string, handlers: ChannelHandlers, logger: Logger): ChannelListener {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let stopped = false;

  const connectSoon = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };
  const lose = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    client = undefined;
    handlers.onDeaf();
    if (!stopped) logger.warn({ channel, ...(error ? describeError(error) : {}) }, 'Stopped listening for database notifications; connecting again');
    void connection.end().catch(() => undefined);
    connectSoon();
  };
  const connect = async () => {
    const connection = new pg.Client(connectionPoolOf(dataSource).options);
    client = connection;
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection));
    connection.on('notification', ({ channel: from, payload }) => {
      if (from === channel) handlers.onNotification(payload ?? '');
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(connection, error as Error);
      return;
    }
    if (client !== connection) return;
    retryMs = FIRST_RETRY_MS;
    handlers.onListening();
  };

  return {
    start: () => void connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      handlers.onDeaf();
      await connection?.end().catch(() => undefined);
    },
  };
}
