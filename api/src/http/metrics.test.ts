import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App, type AppConfig } from '../app.js';
import { testFastPaths } from '../db/test-database.js';
import { silentLogger } from '../logger.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { OUTBOX_READ_TIMEOUT_MS } from './database-metrics.js';

const TOKEN = 'scrape-token-for-the-metrics-tests';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ metricsToken: TOKEN });
});
afterAll(() => app.close());

interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** The samples of a scrape in Prometheus's text format (`name{label="value",…} value` per line). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, label, labelValue]) => [label, labelValue]));
      return { name: name!, labels, value: Number(value) };
    });
}

/** The value of the sample with that name whose labels include `labels`; undefined when there is none. */
function valueOf(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((sample) => sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value))?.value;
}

async function scrapeText(baseUrl = app.baseUrl, token: string | undefined = TOKEN): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

const scrape = async (baseUrl?: string, token?: string) => samplesOf(await scrapeText(baseUrl, token));

const OWN_SERIES = [
  'india_tours_http_request_duration_seconds',
  'india_tours_graphql_operation_duration_seconds',
  'india_tours_graphql_errors_total',
  'india_tours_db_pool_connections',
  'india_tours_db_pool_idle_connections',
  'india_tours_db_pool_waiting_queries',
  'india_tours_outbox_messages',
  'india_tours_outbox_oldest_pending_age_seconds',
  'india_tours_login_throttle_refusals_total',
];
const PROCESS_SERIES = ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds'];

describe('/metrics behind METRICS_TOKEN', () => {
  it('refuses a caller without the token, or with another one, with 401', async () => {
    const callers: Record<string, string>[] = [{}, { authorization: 'Bearer scrape-token-for-the-metrics-tests-but-longer' }, { authorization: `Basic ${TOKEN}` }];
    for (const headers of callers) {
      const response = await fetch(`${app.baseUrl}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('india_tours_');
    }
  });

  it('serves every listed series to the holder of the token', async () => {
    const text = await scrapeText();
    for (const name of [...OWN_SERIES, ...PROCESS_SERIES]) expect(text).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
  });

  it('counts a REST call under its route pattern and status class, never under its raw path', async () => {
    const reviewId = 'review-8c1f77';
    expect((await app.request('DELETE', `/api/reviews/deletereview/${reviewId}?from=metrics-test`)).status).toBe(401);
    const text = await scrapeText();
    const labels = { method: 'DELETE', route: '/api/reviews/deletereview/:id', status_class: '4xx' };
    expect(valueOf(samplesOf(text), 'india_tours_http_request_duration_seconds_count', labels)).toBe(1);
    expect(text).not.toContain(reviewId);
    expect(text).not.toContain('metrics-test');
  });

  it('labels the other paths by family: /graphql, health, static', async () => {
    await app.request('GET', '/healthz');
    await app.graphql('{ __typename }');
    await app.request('GET', '/tours/some-slug/photo-123.jpg');
    const samples = await scrape();
    expect(valueOf(samples, 'india_tours_http_request_duration_seconds_count', { method: 'GET', route: 'health', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'india_tours_http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'india_tours_http_request_duration_seconds_count', { method: 'GET', route: 'static', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(samples.some((sample) => Object.values(sample.labels).some((value) => value.includes('some-slug')))).toBe(false);
  });

  it('counts a GraphQL operation by type and root field, never by the name and aliases its client chose', async () => {
    const before = valueOf(await scrape(), 'india_tours_graphql_operation_duration_seconds_count', { type: 'query', root_field: 'states' }) ?? 0;
    await app.graphql('query ClientChosenName { chosenAlias: states(first: 1) { totalCount } ...More } fragment More on Query { me { id } }');
    const text = await scrapeText();
    const samples = samplesOf(text);
    expect(valueOf(samples, 'india_tours_graphql_operation_duration_seconds_count', { type: 'query', root_field: 'states' })).toBe(before + 1);
    expect(valueOf(samples, 'india_tours_graphql_operation_duration_seconds_count', { type: 'query', root_field: 'me' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/ClientChosenName|chosenAlias/);
  });

  it('counts GraphQL errors by code and root field, "none" for an error outside any field', async () => {
    await app.graphql('query { desk: tripPlans(first: 1, filter: {}) { totalCount } }');
    await app.graphql('query { noSuchField }');
    const samples = await scrape();
    expect(valueOf(samples, 'india_tours_graphql_errors_total', { code: 'UNAUTHENTICATED', root_field: 'tripPlans' })).toBe(1);
    expect(valueOf(samples, 'india_tours_graphql_errors_total', { code: 'GRAPHQL_VALIDATION_FAILED', root_field: 'none' })).toBe(1);
  });

  it("counts the login throttle's refusals, through /api/auth/login and /graphql alike", async () => {
    const email = 'throttled-metrics@example.in';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await app.request('POST', '/api/auth/login', { email, password: 'wrong-password' })).status).toBe(401);
    }
    const refusalsBefore = valueOf(await scrape(), 'india_tours_login_throttle_refusals_total');
    expect((await app.request('POST', '/api/auth/login', { email, password: 'wrong-password' })).status).toBe(429);
    const viaGraphQL = await app.graphql('mutation($input: LogInInput!) { signIn: logIn(input: $input) { token } }', {
      input: { email, password: 'wrong-password' },
    });
    expect(viaGraphQL.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(valueOf(await scrape(), 'india_tours_login_throttle_refusals_total')).toBe(refusalsBefore! + 2);
  });

  it("shows the database pool's connections", async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'india_tours_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'india_tours_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'india_tours_db_pool_waiting_queries')).toBe(0);
  });
});

describe('the outbox series', () => {
  const query = (sql: string) => app.database.dataSource.query(sql);

  it('count the messages by status and give the age of the oldest PENDING one', async () => {
    await query('DELETE FROM mail_outbox');
    expect(valueOf(await scrape(), 'india_tours_outbox_oldest_pending_age_seconds')).toBe(0);
    await query(`
      INSERT INTO mail_outbox (recipient, subject, text_body, status, created_at) VALUES
        ('a@example.in', 'Waiting long', 'x', 'PENDING', now() - interval '300 seconds'),
        ('b@example.in', 'Waiting', 'x', 'PENDING', now()),
        ('c@example.in', 'Sent', 'x', 'SENT', now()),
        ('d@example.in', 'Failed', 'x', 'FAILED', now())`);
    const samples = await scrape();
    const byStatus = Object.fromEntries(['PENDING', 'SENT', 'LOGGED', 'FAILED'].map((status) => [status, valueOf(samples, 'india_tours_outbox_messages', { status })]));
    expect(byStatus).toEqual({ PENDING: 2, SENT: 1, LOGGED: 0, FAILED: 1 });
    const age = valueOf(samples, 'india_tours_outbox_oldest_pending_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(300);
    expect(age).toBeLessThan(360);
  });

  it('are left out while the outbox cannot be read, and the other series are served', async () => {
    await query('ALTER TABLE mail_outbox RENAME TO mail_outbox_away');
    try {
      const samples = await scrape();
      expect(samples.filter((sample) => sample.name.startsWith('india_tours_outbox_'))).toEqual([]);
      expect(valueOf(samples, 'india_tours_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await query('ALTER TABLE mail_outbox_away RENAME TO mail_outbox');
    }
  });

  it('do not hold the scrape up when no database connection comes free, and a query waiting for one shows', async () => {
    const { dataSource } = app.database;
    const poolSize = (dataSource.driver as { master?: Pool }).master!.options.max!;
    const holders = Array.from({ length: poolSize }, () => dataSource.createQueryRunner());
    await Promise.all(holders.map((holder) => holder.connect()));
    const waiting = dataSource.query('SELECT 1');
    try {
      const startedAt = performance.now();
      const samples = await scrape();
      expect(performance.now() - startedAt).toBeLessThan(OUTBOX_READ_TIMEOUT_MS + 1000);
      expect(samples.filter((sample) => sample.name.startsWith('india_tours_outbox_'))).toEqual([]);
      expect(valueOf(samples, 'india_tours_db_pool_waiting_queries')).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all(holders.map((holder) => holder.release()));
      await waiting;
    }
    expect(valueOf(await scrape(), 'india_tours_outbox_messages', { status: 'PENDING' })).toBeGreaterThanOrEqual(0);
  });
});

describe('where /metrics is served', () => {
  const baseConfig: AppConfig = { nodeEnv: 'test', webDistDir: '/nonexistent', publicUrl: 'http://localhost:4000', smtpUrl: undefined, mailFrom: 'x@example.in', fastPaths: testFastPaths() };
  const opened: { app: App; servers: Server[] }[] = [];
  afterAll(async () => {
    for (const { app: other, servers } of opened) {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await other.stop();
    }
  });

  async function listen(listener: RequestListener): Promise<{ server: Server; baseUrl: string }> {
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  /** Another app on the same database with its own metrics settings: the main port, and the metrics port when it has one. */
  async function serve(config: Partial<AppConfig>): Promise<{ mainPort: string; metricsPort: string | undefined }> {
    const other = await createApp({ ...baseConfig, ...config }, app.database.dataSource, silentLogger);
    const main = await listen(other.listener);
    const metrics = other.metricsListener && (await listen(other.metricsListener));
    opened.push({ app: other, servers: [main.server, ...(metrics ? [metrics.server] : [])] });
    return { mainPort: main.baseUrl, metricsPort: metrics?.baseUrl };
  }

  it('is nowhere without METRICS_PORT or METRICS_TOKEN: a 404, token or not', async () => {
    const { mainPort, metricsPort } = await serve({});
    expect(metricsPort).toBeUndefined();
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }];
    for (const headers of callers) {
      const response = await fetch(`${mainPort}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('india_tours_');
    }
  });

  it("is on METRICS_PORT's own listener without a token, and then a 404 on the main port", async () => {
    const { mainPort, metricsPort } = await serve({ metricsPort: 9464 });
    expect((await fetch(`${mainPort}/metrics`)).status).toBe(404);
    expect(valueOf(await scrape(metricsPort, undefined), 'india_tours_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${metricsPort}/graphql`)).status).toBe(404);
  });

  it("keeps METRICS_TOKEN on METRICS_PORT's listener when both are set", async () => {
    const { mainPort, metricsPort } = await serve({ metricsPort: 9464, metricsToken: TOKEN });
    expect((await fetch(`${metricsPort}/metrics`)).status).toBe(401);
    expect(valueOf(await scrape(metricsPort, TOKEN), 'india_tours_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${mainPort}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});
