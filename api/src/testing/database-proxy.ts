import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the app and its database that a test can cut, so "the database went away" can be
 * staged without touching a server other tests share (or the embedded one the test database owns).
 */
export interface DatabaseProxy {
  /** `databaseUrl` with its host and port pointing at the relay. */
  readonly url: string;
  /** Drops every relayed connection and refuses new ones, as a crashed server's closed port would. */
  cut(): Promise<void>;
  /** Listens again on the same port: the database is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const relay = (client: Socket) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    // A reset on one side is a reset on the other: the app sees what a vanished server gives it.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  let server: Server | undefined;
  const listen = async (port: number) => {
    server = createServer(relay).listen(port, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as { port: number }).port;
  };
  const stopListening = async () => {
    const closed = server ? once(server, 'close') : undefined;
    server?.close();
    server = undefined;
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };

  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: stopListening,
    async restore() {
      if (!server) await listen(port);
    },
    close: stopListening,
  };
}
