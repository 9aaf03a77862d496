import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp, type AppConfig } from '../app.js';
import { QueryCounter } from '../db/query-counter.js';
import { openTestDatabase } from '../db/test-database.js';
import type { Database } from '../db/database.js';

export interface GraphQLResponse<TData = Record<string, any>> {
  data?: TData | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface RequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  readonly headers?: Record<string, string>;
}

export interface HttpAnswer<TBody = any> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: TBody;
}

export interface TestApp {
  readonly baseUrl: string;
  readonly database: Database;
  /** Every SQL statement sent since the last `queries.reset()`. */
  readonly queries: QueryCounter;
  graphql<TData = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<TData>>;
  /** A JSON request to the app, e.g. `request('POST', '/api/auth/login', { email, password })`. */
  request<TBody = any>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<HttpAnswer<TBody>>;
  close(): Promise<void>;
}

function headersOf(options: RequestOptions | undefined, hasBody: boolean): Record<string, string> {
  return {
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...(options?.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options?.headers,
  };
}

/** The real app on a real database, listening on a free loopback port. */
export async function startTestApp(options: Partial<AppConfig> = {}): Promise<TestApp> {
  const queries = new QueryCounter();
  const database = await openTestDatabase({ logger: queries });
  const app = await createApp(
    {
      nodeEnv: 'test',
      webDistDir: path.join(import.meta.dirname, 'no-web-build'),
      publicUrl: 'http://localhost:4000',
      smtpUrl: undefined,
      mailFrom: 'India Tours <no-reply@indiatours.test>',
      ...options,
    },
    database.dataSource,
  );
  const server: Server = createServer(app.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request(method: string, urlPath: string, body?: unknown, requestOptions?: RequestOptions) {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: headersOf(requestOptions, body !== undefined),
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text };
  }

  return {
    baseUrl,
    database,
    queries,
    request,
    async graphql(query, variables, requestOptions) {
      return (await request('POST', '/graphql', { query, variables }, requestOptions)).body as GraphQLResponse<any>;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.stop();
      await database.close();
    },
  };
}
