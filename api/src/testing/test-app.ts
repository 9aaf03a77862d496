import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '../app.js';
import { QueryCounter } from '../db/query-counter.js';
import { openTestDatabase } from '../db/test-database.js';
import type { Database } from '../db/database.js';

export interface GraphQLResponse<TData = Record<string, any>> {
  data?: TData | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface TestApp {
  readonly baseUrl: string;
  readonly database: Database;
  /** Every SQL statement sent since the last `queries.reset()`. */
  readonly queries: QueryCounter;
  graphql<TData = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<TData>>;
  close(): Promise<void>;
}

/** The real app on a real database, listening on a free loopback port. */
export async function startTestApp(options: { webDistDir?: string } = {}): Promise<TestApp> {
  const queries = new QueryCounter();
  const database = await openTestDatabase({ logger: queries });
  const app = await createApp(
    { nodeEnv: 'test', webDistDir: options.webDistDir ?? path.join(import.meta.dirname, 'no-web-build') },
    database.dataSource,
  );
  const server: Server = createServer(app.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    database,
    queries,
    async graphql(query, variables) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLResponse<any>;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.stop();
      await database.close();
    },
  };
}
