import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface RawAnswer {
  readonly contentEncoding: string | undefined;
  readonly vary: string | undefined;
  /** The body as sent on the wire, before any decoding. */
  readonly wireBytes: Buffer;
}

/** A raw request (fetch would negotiate its own encodings and decode the body). */
function rawRequest(url: string, acceptEncoding: string, body?: object): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': acceptEncoding, ...(body ? { 'content-type': 'application/json' } : {}) };
    const outgoing = httpRequest(url, { method: body ? 'POST' : 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          contentEncoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          wireBytes: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body ? JSON.stringify(body) : undefined);
  });
}

// The schema's type list is several kilobytes whatever the data; __typename is a few bytes.
const largeQuery = { query: '{ __schema { types { name description } } }' };
const smallQuery = { query: '{ __typename }' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('compression of JSON answers', () => {
  it('sends /graphql answers over 1 KB in brotli when accepted, gzip otherwise', async () => {
    const brotli = await rawRequest(`${app.baseUrl}/graphql`, 'gzip, deflate, br', largeQuery);
    expect(brotli.contentEncoding).toBe('br');
    expect(brotli.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.wireBytes).toString()).data.__schema.types.length).toBeGreaterThan(10);

    const gzip = await rawRequest(`${app.baseUrl}/graphql`, 'gzip', largeQuery);
    expect(gzip.contentEncoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.wireBytes).toString()).data.__schema).toBeDefined();
  });

  it('sends /graphql answers under 1 KB as they are', async () => {
    const answer = await rawRequest(`${app.baseUrl}/graphql`, 'gzip, br', smallQuery);
    expect(answer.contentEncoding).toBeUndefined();
    expect(JSON.parse(answer.wireBytes.toString())).toEqual({ data: { __typename: 'Query' } });
  });

  it('sends /api answers over 1 KB compressed and smaller ones as they are', async () => {
    const states = await rawRequest(`${app.baseUrl}/api/getState`, 'br');
    expect(states.contentEncoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(states.wireBytes).toString()).length).toBeGreaterThan(1);

    const unknownRoute = await rawRequest(`${app.baseUrl}/api/nope`, 'br');
    expect(unknownRoute.contentEncoding).toBeUndefined();
    expect(JSON.parse(unknownRoute.wireBytes.toString()).message).toContain('No API route');
  });

  it('sends nothing compressed to a client that accepts no compression', async () => {
    const answer = await rawRequest(`${app.baseUrl}/graphql`, 'identity', largeQuery);
    expect(answer.contentEncoding).toBeUndefined();
    expect(JSON.parse(answer.wireBytes.toString()).data.__schema).toBeDefined();
  });
});
