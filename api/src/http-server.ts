import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setImmediate as nextLoopTurn, setTimeout as delay } from 'node:timers/promises';

/** How long a client may take over a request before it is answered 408 and cut (slowloris), and how long an idle socket stays open. */
export interface RequestTimeouts {
  readonly headersMs: number;
  readonly requestMs: number;
  readonly keepAliveMs: number;
  /** How often Node checks the two request limits: a trickling client holds its socket up to this much past them. */
  readonly checkIntervalMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = Object.freeze({
  // A browser sends its headers in one packet: 10 s covers a slow mobile link; a client dribbling them is cut then.
  headersMs: 10_000,
  // Bodies are at most 100 KB (app.ts): 30 s for the whole request is ~3 KB/s, slower than any real link.
  requestMs: 30_000,
  // Node's default; a proxy in front must drop its idle upstream sockets sooner, or it may send on one being closed.
  keepAliveMs: 5_000,
  // Node's default of 30 s would let each trickling client keep its socket that much past the limits above.
  checkIntervalMs: 1_000,
});

/**
 * After the signal, how long a kept-alive connection between two requests keeps its chance to start the next: bytes a
 * client sent just before are in the kernel's buffer, and a busy event loop may not have read them yet.
 */
const SETTLE_MS = 100;

export interface HttpServer {
  readonly server: Server;
  /**
   * Stops accepting connections and answers every request whose bytes have arrived, each with `Connection: close`;
   * idle sockets are closed. Resolves once every connection is closed, cutting those still open after `graceMs`
   * (a request that never finishes arriving), with the number cut.
   */
  drain(graceMs: number): Promise<number>;
}

/** The process's HTTP server, with slowloris limits and a shutdown that loses no request. */
export function createHttpServer(listener: RequestListener, timeouts: RequestTimeouts = REQUEST_TIMEOUTS): HttpServer {
  const server = createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    listener,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  let acceptedCount = 0;
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    acceptedCount += 1;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Pipelined requests are all parsed at once: only the last answer on a socket may close it, or Node drops the rest.
  const lastResponseOf = new Map<Socket, ServerResponse>();
  let isDraining = false;
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const previous = lastResponseOf.get(request.socket);
    lastResponseOf.set(request.socket, response);
    response.once('close', () => {
      if (lastResponseOf.get(request.socket) === response) lastResponseOf.delete(request.socket);
    });
    if (!isDraining) return;
    if (previous && !previous.headersSent) previous.removeHeader('Connection');
    closeAfterAnswer(response);
  });
  return {
    server,
    async drain(graceMs) {
      isDraining = true;
      lastResponseOf.forEach(closeAfterAnswer);
      return closeWithin(server, graceMs, () => acceptedCount, sockets);
    },
  };
}

/** A response whose headers are already out keeps its keep-alive: its idle socket closes at the keep-alive timeout. */
function closeAfterAnswer(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}

async function closeWithin(server: Server, graceMs: number, acceptedCount: () => number, sockets: ReadonlySet<Socket>): Promise<number> {
  let graceTimer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => (graceTimer = setTimeout(resolve, graceMs, 'grace over')));
  await acceptBacklog(acceptedCount, graceMs / 2);
  const allClosed = stopListening(server);
  void closeIdleOnceSettled(server, sockets);
  const firstDone = await Promise.race([allClosed, graceOver]);
  clearTimeout(graceTimer);
  if (firstDone === 'all closed') return 0;
  const unfinished = await new Promise<number>((resolve) => server.getConnections((_, count) => resolve(count)));
  server.closeAllConnections();
  await allClosed;
  return unfinished;
}

/**
 * Connections whose handshake completed before the signal wait in the listen backlog, and closing the port resets
 * them; Node accepts one of them per turn of the event loop. So turn until a poll accepts none, or, should clients
 * keep arriving, until half the grace period is over: what comes later might not be answered in time.
 */
async function acceptBacklog(acceptedCount: () => number, maxMs: number): Promise<void> {
  const deadline = performance.now() + maxMs;
  let acceptedBefore: number;
  do {
    acceptedBefore = acceptedCount();
    await afterNextPoll();
  } while (acceptedCount() > acceptedBefore && performance.now() < deadline);
}

/**
 * http.Server's own close() also destroys every kept-alive connection between two requests, even one whose next request
 * is in the kernel's buffer, unread, and stops Node's checks of the request timeouts; net.Server's only stops listening.
 * Resolves when the last connection is closed.
 */
function stopListening(server: Server): Promise<'all closed'> {
  return new Promise((resolve) => NetServer.prototype.close.call(server, () => resolve('all closed')));
}

/**
 * A kept-alive connection counts as idle until its parser meets the next request's first byte: read what has arrived.
 * Node counts a connection that has sent nothing at all (a browser's spare one) as busy: one still silent then is idle too.
 */
async function closeIdleOnceSettled(server: Server, sockets: ReadonlySet<Socket>): Promise<void> {
  await delay(SETTLE_MS);
  await afterNextPoll();
  server.closeIdleConnections();
  for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
}

/**
 * Resolves once the event loop has polled for I/O after this call, reading every socket readable then. The first
 * immediate may run before any poll that follows this call (when called after this turn's poll), the second cannot.
 */
async function afterNextPoll(): Promise<void> {
  await nextLoopTurn();
  await nextLoopTurn();
}
