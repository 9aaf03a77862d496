import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** The path of every request an Express app was handed by the listener. */
const expressPaths = vi.hoisted((): string[] => []);

// Every Express app the product builds, made to record the requests the listener hands it.
vi.mock('express', async (importOriginal) => {
  // express is CommonJS: imported as ESM, the function is the module's default export.
  const actual = await importOriginal<{ default: typeof import('express') }>();
  const express = actual.default;
  const recordingExpress = (...args: Parameters<typeof express>) =>
    new Proxy(express(...args), {
      apply(app, self, [request, ...rest]: [IncomingMessage, ...unknown[]]) {
        expressPaths.push(request.url ?? '');
        return Reflect.apply(app, self, [request, ...rest]);
      },
    });
  return { ...actual, default: Object.assign(recordingExpress, express) };
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };

/** A GET or HEAD as a cache sends it: fetch would add `Cache-Control: no-cache` beside an If-None-Match. */
function rawRequest(method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const outgoing = httpRequest(`${app.baseUrl}${path}`, { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    outgoing.on('error', reject).end();
  });
}

describe('the legacy /api', () => {
  it('is answered without the Express app: routes, 404s, refused and unreadable requests alike', async () => {
    const answers = await Promise.all([
      fetch(`${app.baseUrl}/api/getState`),
      fetch(`${app.baseUrl}/api/reviews/allreview?page=1`),
      fetch(`${app.baseUrl}/API/getState/`),
      fetch(`${app.baseUrl}/api/nothing-here`),
      fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', headers: json, body: '{"email":' }),
      fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      fetch(`${app.baseUrl}/api/auth/logout`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 400, 415, 403]);
    expect(expressPaths.filter((path) => /^\/api/i.test(path))).toEqual([]);

    // The recording works: what is not /api still goes to Express.
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    expect(expressPaths).toContain('/healthz');
  });

  it('sends the weak ETag Express sent, answers a GET that names it with 304, and a HEAD without a body', async () => {
    const first = await rawRequest('GET', '/api/reviews/allreview?page=1');
    const { etag } = first.headers;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));

    const again = await rawRequest('GET', '/api/reviews/allreview?page=1', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers['content-type']).toBeUndefined();

    const head = await rawRequest('HEAD', '/api/reviews/allreview?page=1');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body).toBe('');
  });

  it("takes a write's Origin as the request's own when a trusted proxy says the client came over https, as Express's request.protocol did", async () => {
    const ownHttpsOrigin = app.baseUrl.replace('http:', 'https:');
    const send = (headers: Record<string, string>) =>
      fetch(`${app.baseUrl}/api/contact`, { method: 'POST', headers: { ...json, origin: ownHttpsOrigin, ...headers }, body: '{}' });

    // Past the guard, the empty message fails its own rule (400); refused by the guard, the write is 403.
    expect((await send({ 'x-forwarded-proto': 'https' })).status).toBe(400);
    expect((await send({})).status).toBe(403);
  });
});
