import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webClientRoutes } from './static.js';

/** A file of the build and the brotli and gzip copies the web build writes beside it. */
async function writeWithCompressedCopies(filePath: string, content: string): Promise<void> {
  await writeFile(filePath, content);
  await writeFile(`${filePath}.br`, brotliCompressSync(content));
  await writeFile(`${filePath}.gz`, gzipSync(content));
}

/** A raw GET (fetch would negotiate its own encodings and decode the body). */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const script = 'console.log("India Tours");';
const page = '<!doctype html><title>India Tours</title>';
let webDistDir: string;
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await mkdir(path.join(webDistDir, 'images'));
  await writeWithCompressedCopies(path.join(webDistDir, 'assets', 'foo-abc123.js'), script);
  await writeWithCompressedCopies(path.join(webDistDir, 'index.html'), page);
  await writeWithCompressedCopies(path.join(webDistDir, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
  await writeFile(path.join(webDistDir, 'images', 'taj-mahal.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Express's final handler prints an error's stack to the console except under NODE_ENV=test: as in production here.
  server = createServer(express().set('env', 'production').use(webClientRoutes(webDistDir)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(webDistDir, { recursive: true });
});

describe('pre-compressed web client files', () => {
  it('sends the brotli copy when the browser accepts brotli, even listed after gzip', async () => {
    const answer = await rawGet(`${baseUrl}/assets/foo-abc123.js`, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.body).toEqual(brotliCompressSync(script));
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const answer = await rawGet(`${baseUrl}/assets/foo-abc123.js`, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toEqual(gzipSync(script));
  });

  it('sends the file as it is when no compression is accepted', async () => {
    const answer = await rawGet(`${baseUrl}/assets/foo-abc123.js`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('tells caches the answer varies with Accept-Encoding', async () => {
    expect((await rawGet(`${baseUrl}/assets/foo-abc123.js`, 'br')).headers.vary).toBe('Accept-Encoding');
    expect((await rawGet(`${baseUrl}/`, 'br')).headers.vary).toBe('Accept-Encoding');
  });

  it('lets browsers keep hashed assets for a year without revalidating', async () => {
    const answer = await rawGet(`${baseUrl}/assets/foo-abc123.js`, 'br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html compressed and revalidated on every visit, at / and as the SPA fallback', async () => {
    for (const url of ['/', '/details/taj-mahal', '/index.html']) {
      const answer = await rawGet(`${baseUrl}${url}`, 'br');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toEqual(brotliCompressSync(page));
    }
  });

  it('serves the GraphiQL page compressed and revalidated on every visit', async () => {
    const answer = await rawGet(`${baseUrl}/graphiql`, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('caches unhashed public files for a day', async () => {
    const answer = await rawGet(`${baseUrl}/images/taj-mahal.svg`, 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('refused and missing assets', () => {
  it('answers a path that climbs out of /assets, or a missing asset, 404 quietly: no stack printed outside the log', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const url of ['/assets/..%2fx', '/assets/..%2f..%2findex.html', '/assets/missing-abc123.js']) {
        const answer = await rawGet(`${baseUrl}${url}`);
        expect([answer.status, answer.headers['content-type'], answer.body.toString()]).toEqual([404, 'text/plain; charset=utf-8', 'Not found.']);
      }
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
  });
});
