import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp, type AppConfig } from '../app.js';
import { QueryCounter } from '../db/query-counter.js';
import { openTestDatabase, testFastPaths, testServerUrl } from '../db/test-database.js';
import { silentLogger, type Logger } from '../logger.js';
import type { Database } from '../db/database.js';

/**
 * On a server database, with the fast paths on, the app is told of catalogue changes and keeps the states with their
 * cards in memory; the embedded one gives it no connection to listen on, and without the fast paths nothing is kept.
 */
export const STATES_KEPT_IN_MEMORY = testServerUrl() !== undefined && testFastPaths();

export interface GraphQLResponse<TData = unknown> {
  data?: TData | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface RequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  readonly headers?: Record<string, string>;
}

export interface HttpAnswer<TBody = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: TBody;
}

export interface TestApp {
  readonly baseUrl: string;
  readonly database: Database;
  /** Every SQL statement sent since the last `queries.reset()`. */
  readonly queries: QueryCounter;
  /** POSTs the operation to /graphql. `TData` is the shape of the data the test reads, e.g. `{ me: { email: string } | null }`. */
  graphql<TData = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<TData>>;
  /**
   * How many statements the operation cost; its errors fail the test. Poll it where the app keeps what it reads in
   * memory (on a server database, once its listener connects): the first read costs a statement, the next none.
   */
  statementsOf(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<number>;
  /** A JSON request to the app, e.g. `request('POST', '/api/auth/login', { email, password })`; `TBody` is the body the test reads. */
  request<TBody = unknown>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<HttpAnswer<TBody>>;
  close(): Promise<void>;
}

function headersOf(options: RequestOptions | undefined, hasBody: boolean): Record<string, string> {
  return {
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...(options?.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options?.headers,
  };
}

/** Longer than any test file runs. */
const TEST_QUEUE_POLL_INTERVAL_MS = 60 * 60_000;

/** The real app on a real database, listening on a free loopback port; it logs to `logger` (nowhere by default). */
export async function startTestApp({ logger = silentLogger, ...options }: Partial<AppConfig> & { logger?: Logger } = {}): Promise<TestApp> {
  const queries = new QueryCounter();
  const database = await openTestDatabase({ logger: queries });
  const app = await createApp(
    {
      nodeEnv: 'test',
      webDistDir: path.join(import.meta.dirname, 'no-web-build'),
      publicUrl: 'http://localhost:4000',
      smtpUrl: undefined,
      mailFrom: 'India Tours <no-reply@indiatours.test>',
      // Tests count the statements a request costs: a queue's poll landing during one would add its own. The queues
      // still take at once what the test's requests queue.
      queuePollIntervalMs: TEST_QUEUE_POLL_INTERVAL_MS,
      fastPaths: testFastPaths(),
      ...options,
    },
    database.dataSource,
    logger,
  );
  const server: Server = createServer(app.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request<TBody>(method: string, urlPath: string, body?: unknown, requestOptions?: RequestOptions): Promise<HttpAnswer<TBody>> {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: headersOf(requestOptions, body !== undefined),
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    // The caller names the body it expects; its assertions are what check the server sent that.
    return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as TBody };
  }

  async function graphql<TData>(query: string, variables?: Record<string, unknown>, requestOptions?: RequestOptions) {
    return (await request<GraphQLResponse<TData>>('POST', '/graphql', { query, variables }, requestOptions)).body;
  }

  return {
    baseUrl,
    database,
    queries,
    request,
    graphql,
    async statementsOf(query, variables, requestOptions) {
      queries.reset();
      const { errors } = await graphql(query, variables, requestOptions);
      if (errors) throw new Error(`The operation failed: ${JSON.stringify(errors)}`);
      return queries.count;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.stop();
      await database.close();
    },
  };
}
