import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import type { RequestListener } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer, REQUEST_TIMEOUTS, type HttpServer, type RequestTimeouts } from './http-server.js';

const GET = 'GET / HTTP/1.1\r\nHost: test\r\n\r\n';
const answerOk: RequestListener = (_request, response) => void response.end('ok');

const started: HttpServer[] = [];
afterEach(async () => {
  for (const http of started.splice(0)) if (http.server.listening) await http.drain(0);
});

async function listen(listener: RequestListener, timeouts?: RequestTimeouts) {
  const http = createHttpServer(listener, timeouts);
  started.push(http);
  http.server.listen(0, '127.0.0.1');
  await once(http.server, 'listening');
  return { http, port: (http.server.address() as AddressInfo).port };
}

/** A raw connection: what it received, and `closed` settling with all of it once either side ends it. */
async function openConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {}); // a reset shows as `closed`
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed, received: () => received };
}

/** A handler that holds each request until `release()`: requests in flight when the drain starts. */
function heldHandler() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const listener: RequestListener = (_request, response) => void released.then(() => response.end('ok'));
  return { listener, release };
}

describe('createHttpServer: drain', () => {
  it('answers the requests whose connections still wait in the listen backlog when the drain starts', async () => {
    let answered = 0;
    const { http, port } = await listen((_request, response) => void response.end('ok', () => (answered += 1)));
    // While this blocks the event loop, another process opens 5 connections, sends a request on each and exits.
    const script = `
      const { connect } = require('node:net');
      const sent = Array.from({ length: 5 }, () => new Promise((resolve) => {
        const socket = connect(${port}, '127.0.0.1', () => socket.end(${JSON.stringify(GET)}, resolve));
      }));
      Promise.all(sent).then(() => process.exit());`;
    expect(spawnSync(process.execPath, ['-e', script]).status).toBe(0);

    expect(await http.drain(5_000)).toBe(0);
    expect(answered).toBe(5);
  });

  it('answers a request written on a kept-alive socket just before the drain, with Connection: close', async () => {
    const { http, port } = await listen(answerOk);
    const connection = await openConnection(port);
    connection.socket.write(GET);
    await once(connection.socket, 'data');

    connection.socket.write(GET); // in the kernel's buffer: the server has not read it yet
    expect(await http.drain(5_000)).toBe(0);

    const [, , second] = (await connection.closed).split('HTTP/1.1 ');
    expect(second).toMatch(/^200 OK\r\n[\s\S]*Connection: close\r\n[\s\S]*ok$/);
  });

  it('finishes a request in flight, answering with Connection: close, then closes its kept-alive socket', async () => {
    const { listener, release } = heldHandler();
    const { http, port } = await listen(listener);
    const connection = await openConnection(port);
    connection.socket.write(GET);
    await delay(50);

    const drained = http.drain(5_000);
    await delay(200);
    release();

    expect(await connection.closed).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: close\r\n/);
    expect(await drained).toBe(0);
  });

  it('closes idle kept-alive sockets without waiting for their timeout, and accepts no new connection', async () => {
    const { http, port } = await listen(answerOk, { ...REQUEST_TIMEOUTS, keepAliveMs: 60_000 });
    const connection = await openConnection(port);
    connection.socket.write(GET);
    await once(connection.socket, 'data');
    expect(connection.received()).toContain('Connection: keep-alive');
    const startedAt = Date.now();

    const drained = http.drain(5_000);
    await delay(10);

    const refused = connect(port, '127.0.0.1');
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
    await connection.closed;
    expect(await drained).toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('answers every pipelined request in flight when the drain starts, only the last with Connection: close', async () => {
    const { listener, release } = heldHandler();
    const { http, port } = await listen(listener);
    const connection = await openConnection(port);
    connection.socket.write(GET + GET + GET);
    await delay(50);

    const drained = http.drain(5_000);
    await delay(50);
    release();

    const answers = (await connection.closed).split('HTTP/1.1 ').slice(1);
    expect(answers).toHaveLength(3);
    expect(answers.map((answer) => /Connection: close/.test(answer))).toEqual([false, false, true]);
    expect(await drained).toBe(0);
  });

  it('closes a connection that never sent a byte (a spare one a browser opens) without waiting for the grace period', async () => {
    const { http, port } = await listen(answerOk);
    const connection = await openConnection(port);
    await delay(50);
    const startedAt = Date.now();

    expect(await http.drain(5_000)).toBe(0);
    expect(await connection.closed).toBe('');
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('cuts, at the end of the grace period, a connection whose headers never end, and counts it', async () => {
    const { http, port } = await listen(answerOk);
    const connection = await openConnection(port);
    connection.socket.write('GET / HTTP/1.1\r\nHost: test\r\n');
    await delay(50);
    const startedAt = Date.now();

    expect(await http.drain(500)).toBe(1);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(490);
    expect(await connection.closed).toBe('');
  });
});

describe('createHttpServer: slowloris', () => {
  const shortTimeouts: RequestTimeouts = { headersMs: 300, requestMs: 600, keepAliveMs: 5_000, checkIntervalMs: 50 };

  async function trickle(port: number, head: string, drip: string) {
    const connection = await openConnection(port);
    connection.socket.write(head);
    const dripping = setInterval(() => connection.socket.write(drip), 50);
    const startedAt = Date.now();
    const received = await connection.closed;
    clearInterval(dripping);
    return { received, afterMs: Date.now() - startedAt };
  }

  it('answers 408 and closes the connection of a client trickling its headers past headersMs', async () => {
    const { port } = await listen(answerOk, shortTimeouts);

    const { received, afterMs } = await trickle(port, 'GET / HTTP/1.1\r\nHost: test\r\n', 'X-Slow: 1\r\n');

    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeLessThan(shortTimeouts.headersMs + 300);
  });

  it('answers 408 and closes the connection of a client trickling its body past requestMs', async () => {
    const readBody: RequestListener = (request, response) => {
      request.resume();
      request.on('end', () => response.end('ok'));
    };
    const { port } = await listen(readBody, shortTimeouts);

    const head = 'POST / HTTP/1.1\r\nHost: test\r\nContent-Length: 10000\r\n\r\n';
    const { received, afterMs } = await trickle(port, head, 'x');

    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeLessThan(shortTimeouts.requestMs + 300);
  });
});
