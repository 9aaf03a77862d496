import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/database-unavailable.js';
import { createDataSource } from '../db/data-source.js';
import type { Database } from '../db/database.js';
import { openTestDatabase, testFastPaths } from '../db/test-database.js';
import { Role } from '../graphql/viewer.js';
import { silentLogger } from '../logger.js';
import { startDatabaseProxy, type DatabaseProxy } from '../testing/database-proxy.js';

/*
 * The app reaches its database through a relay the test cuts: the database "goes away" while the app runs,
 * as in a PostgreSQL crash or restart, on the server and on the embedded database alike.
 */
let database: Database;
let proxy: DatabaseProxy;
let dataSource: DataSource;
let app: App;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  // Test databases are always opened by URL (a server's, or the embedded one's socket).
  proxy = await startDatabaseProxy((database.dataSource.options as { url: string }).url);
  dataSource = createDataSource({ url: proxy.url, poolSize: database.isEmbedded ? 1 : 10, pipeline: testFastPaths() });
  await dataSource.initialize();
  const config = { nodeEnv: 'test', webDistDir: path.join(import.meta.dirname, 'no-web-build'), publicUrl: 'http://localhost:4000', fastPaths: testFastPaths() } as const;
  app = await createApp({ ...config, smtpUrl: undefined, mailFrom: 'India Tours <no-reply@indiatours.test>' }, dataSource, silentLogger);
  server = createServer(app.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await app.stop();
  await dataSource.destroy();
  await proxy.close();
  await database.close();
});

interface Answer {
  status: number;
  contentType: string | null;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

async function call(method: string, urlPath: string, { body, token }: { body?: object; token?: string } = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  const isJson = contentType?.startsWith('application/json') ?? false;
  return { status: response.status, contentType, retryAfter: response.headers.get('retry-after'), body: isJson ? JSON.parse(text) : { text } };
}

let serial = 0;
const aRegistration = () => {
  serial += 1;
  return { name: 'Asha Rao', email: `asha.${serial}@example.in`, phone: '9876543210', password: 'monsoon-trek-2024' };
};

async function signedIn(role: Role = Role.USER): Promise<string> {
  const registration = aRegistration();
  expect((await call('POST', '/api/auth/signup', { body: registration })).status).toBe(201);
  if (role !== Role.USER) await database.dataSource.query(`UPDATE users SET role = $1 WHERE email = $2`, [role, registration.email]);
  const answer = await call('POST', '/api/auth/login', { body: { email: registration.email, password: registration.password } });
  return answer.body.token as string;
}

describe('while the database cannot be reached', () => {
  let user: string;
  let admin: string;
  let registered: { email: string; password: string };
  beforeAll(async () => {
    [user, admin] = [await signedIn(), await signedIn(Role.ADMIN)];
    registered = aRegistration();
    await call('POST', '/api/auth/signup', { body: registered });
    await proxy.cut();
  });
  afterAll(() => proxy.restore());

  // One call of every /api family, each valid enough to reach the database: a visitor's when the call is
  // open to visitors, else a signed-in one (whose session is looked up first).
  const calls: [string, string, () => { body?: object; token?: string }][] = [
    ['GET', '/api/getState', () => ({})],
    ['POST', '/api/auth/login', () => ({ body: registered })],
    ['POST', '/api/auth/signup', () => ({ body: aRegistration() })],
    ['POST', '/api/book', () => ({ body: { tourId: '1', adults: '2' }, token: user })],
    ['GET', '/api/getBooksUser', () => ({ token: user })],
    ['GET', '/api/getbook', () => ({ token: admin })],
    ['GET', '/api/bookings.csv', () => ({ token: admin })],
    ['GET', '/api/reviews/allreview', () => ({})],
    ['POST', '/api/contact', () => ({ body: { name: 'Rohan Das', email: 'rohan@example.in', contact: '9123456789', message: 'Do you arrange Ladakh in May?' } })],
    ['GET', '/api/mail', () => ({ token: admin })],
    ['GET', '/api/trip/plans', () => ({ token: admin })],
  ];
  it.each(calls)('%s %s answers 503 in JSON with a message saying to try again, and Retry-After', async (method, urlPath, options) => {
    const answer = await call(method, urlPath, options());
    const retryAfter = String(DATABASE_RETRY_AFTER_SECONDS);
    expect(answer).toMatchObject({ status: 503, contentType: expect.stringMatching(/^application\/json/), retryAfter });
    // The spec's login route names its text `msg`; every other route `message`.
    expect(answer.body.message ?? answer.body.msg).toBe(DATABASE_UNAVAILABLE_MESSAGE);
  });

  it('answers /graphql with a SERVICE_UNAVAILABLE error, for a visitor and for a signed-in user', async () => {
    const expected = { message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS } };
    for (const token of [undefined, user]) {
      const answer = await call('POST', '/graphql', { body: { query: '{ states(first: 1) { nodes { name } } }' }, ...(token ? { token } : {}) });
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(answer.body.errors).toEqual([expect.objectContaining(expected)]);
    }
  });

  it('answers 503 with Retry-After when a signed-in request fails before its operation runs (the session lookup)', async () => {
    const answer = await call('POST', '/graphql', { body: { query: '{ me { email } }' }, token: user });
    expect(answer).toMatchObject({ status: 503, retryAfter: String(DATABASE_RETRY_AFTER_SECONDS) });
  });

  it('reports not ready on /readyz', async () => {
    expect(await call('GET', '/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable' } });
  });
});

describe('once the database is back', () => {
  it('serves visitors and signed-in users again, on new connections', async () => {
    const token = await signedIn();
    await proxy.cut();
    await proxy.restore();
    expect((await call('GET', '/api/getState')).status).toBe(200);
    expect(await call('GET', '/api/getBooksUser', { token })).toMatchObject({ status: 200, body: [] });
    expect((await call('GET', '/readyz')).status).toBe(200);
  });
});
