import pg from 'pg';
import type { DataSource } from 'typeorm';
import { describeError, type Logger } from '../../logger.js';
import { connectionPoolOf } from '../connection-pool.js';

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
 * LISTENs to each channel on one connection of its own (made as the pool makes its own: same server, keepalive),
 * and connects again, waiting longer after each failure, whenever that connection breaks.
 */
export function channelListener(dataSource: DataSource, handlersByChannel: Readonly<Record<string, ChannelHandlers>>, logger: Logger): ChannelListener {
  const channels = new Map(Object.entries(handlersByChannel));
  const everyChannel = (tell: (handlers: ChannelHandlers) => void) => channels.forEach(tell);
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
    everyChannel((handlers) => handlers.onDeaf());
    if (!stopped) logger.warn({ channels: [...channels.keys()], ...(error ? describeError(error) : {}) }, 'Stopped listening for database notifications; connecting again');
    void connection.end().catch(() => undefined);
    connectSoon();
  };
  const connect = async () => {
    const connection = new pg.Client(connectionPoolOf(dataSource).options);
    client = connection;
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection));
    connection.on('notification', ({ channel, payload }) => channels.get(channel)?.onNotification(payload ?? ''));
    try {
      await connection.connect();
      await connection.query([...channels.keys()].map((channel) => `LISTEN ${pg.escapeIdentifier(channel)}`).join('; '));
    } catch (error) {
      lose(connection, error as Error);
      return;
    }
    if (client !== connection) return;
    retryMs = FIRST_RETRY_MS;
    everyChannel((handlers) => handlers.onListening());
  };

  return {
    start: () => void connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      everyChannel((handlers) => handlers.onDeaf());
      await connection?.end().catch(() => undefined);
    },
  };
}
