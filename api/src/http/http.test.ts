import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>India Tours</title>');
  await writeFile(path.join(webDistDir, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
  await writeFile(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  app = await startTestApp({ webDistDir });
});
afterAll(async () => {
  await app.close();
  await rm(webDistDir, { recursive: true });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${app.baseUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${app.baseUrl}/readyz`)).json()).toEqual({ status: 'ready' });
  });
});

describe('the web client', () => {
  it('serves index.html for any client route so deep links and reloads work', async () => {
    const response = await fetch(`${app.baseUrl}/details/taj-mahal`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>India Tours</title>');
  });

  it('serves GraphiQL from our own bundle at /graphiql', async () => {
    expect(await (await fetch(`${app.baseUrl}/graphiql`)).text()).toContain('<title>GraphiQL</title>');
  });

  it('answers a missing file outside /assets with 404, not the app', async () => {
    expect((await fetch(`${app.baseUrl}/images/places/atlantis.svg`)).status).toBe(404);
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const asset = await fetch(`${app.baseUrl}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${app.baseUrl}/assets/missing.js`)).status).toBe(404);
  });

  it('sends security headers with a same-origin content policy', async () => {
    const response = await fetch(`${app.baseUrl}/`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Upgrading to https would leave plain-HTTP LAN visitors with a blank page.
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });
});

describe('/graphql', () => {
  it('keeps CSRF prevention on: a simple cross-site GET is refused', async () => {
    const response = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(response.status).toBe(400);
  });

  it('masks internal errors and never sends a stack trace', async () => {
    const { errors } = await app.graphql(`{ states(first: 1) { nodes { name } } }`);
    expect(errors).toBeUndefined();
    const invalid = await app.graphql(`{ nope }`);
    expect(invalid.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(invalid)).not.toContain('stacktrace');
  });

  it('answers compact JSON without an ETag (nobody revalidates an answer; hashing each costs) or an X-Powered-By', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ states(first: 2) { nodes { name } } }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-security-policy')).not.toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
  });
});

describe('/api', () => {
  it('keeps the ETag on its answers, so a legacy client may revalidate one', async () => {
    const response = await fetch(`${app.baseUrl}/api/getState`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^W\//);
    // node:http, not fetch: fetch marks a request with If-None-Match `Cache-Control: no-cache`, which forbids a 304.
    const revalidated = await new Promise<number | undefined>((resolve, reject) => {
      get(`${app.baseUrl}/api/getState`, { headers: { 'if-none-match': response.headers.get('etag')! } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      }).on('error', reject);
    });
    expect(revalidated).toBe(304);
  });
});
