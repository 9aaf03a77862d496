// The ceiling of `npm run bench:compare`: node:http + pg, no framework, no GraphQL. It answers POST /graphql by
// `operationName` alone (the query text is not read) with one hand-written prepared statement per workload over
// the product's own tables, and sends the JSON the product sends for the same request, so the load generator
// sends and receives the same bytes from both. What the product can do on this machine is read against it.
// Run alone: DATABASE_URL=… PORT=4101 node --import tsx bench/ceiling-server.ts   (PG_POOL_MAX: 10, as the product's)
import http from 'node:http';
import pg from 'pg';
import { ADMIN_DESK_SQL, adminDeskOf, adminDeskParameters, type AdminDeskRow } from './ceiling-admin-desk.js';
import { HOME_PAGE_SQL, homePageOf, type HomePageRow } from './ceiling-home-page.js';
import { reviewPageOf, reviewPageParameters, reviewsSql } from './ceiling-reviews.js';
import type { ReviewRow } from './ceiling-shapes.js';
import { SUGGESTIONS_SQL, suggestionParameters, suggestionsOf, type SuggestionRow } from './ceiling-suggestions.js';

type Variables = Record<string, unknown>;
/** A GraphQL response body: the data, or the refusal the product would give. */
type Answer = { data: object } | { data: null; errors: { message: string; extensions: { code: string } }[] };

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX ?? 10),
  connectionTimeoutMillis: 5000,
});

/** A named statement: each pooled connection prepares it once, then only binds and executes. */
async function rowsOf<TRow extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<TRow[]> {
  return (await pool.query<TRow>({ name, text, values })).rows;
}

/** The workloads' operations (bench/workloads.ts), by name. */
const answerTo: Record<string, (variables: Variables, request: http.IncomingMessage) => Promise<Answer>> = {
  async HomePage() {
    const [row] = await rowsOf<HomePageRow>('home-page', HOME_PAGE_SQL, []);
    return { data: homePageOf(row!) };
  },
  async SearchSuggestions(variables) {
    const parameters = suggestionParameters(variables);
    return { data: suggestionsOf(parameters ? await rowsOf<SuggestionRow>('suggestions', SUGGESTIONS_SQL, parameters) : []) };
  },
  async ReviewsConnection(variables) {
    const first = Number(variables.first);
    const rows = await rowsOf<ReviewRow>(`reviews-${first}`, reviewsSql(first), reviewPageParameters(variables));
    return { data: reviewPageOf(rows, first) };
  },
  async BookingsDesk(variables, request) {
    const [row] = await rowsOf<AdminDeskRow>('admin-desk', ADMIN_DESK_SQL, adminDeskParameters(request.headers.authorization, variables));
    if (!row!.is_admin) return { data: null, errors: [{ message: 'Only an admin may see this.', extensions: { code: 'FORBIDDEN' } }] };
    return { data: adminDeskOf(row!, Number(variables.first)) };
  },
};

/** As the product's Apollo Server answers: compact JSON, typed as the client accepts (the web client prefers the GraphQL type). */
function send(response: http.ServerResponse, status: number, body: object, accept = ''): void {
  const text = JSON.stringify(body);
  const type = accept.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json';
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function answerRequest(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  if (request.method === 'GET' && request.url === '/readyz') return send(response, 200, { status: 'ready' });
  if (request.method !== 'POST' || request.url !== '/graphql') return send(response, 404, { errors: [{ message: 'POST /graphql' }] });
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const { operationName, variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { operationName?: string; variables?: Variables };
  const answer = operationName ? answerTo[operationName] : undefined;
  if (!answer) return send(response, 400, { errors: [{ message: `The ceiling does not answer the operation ${operationName}.` }] });
  send(response, 200, await answer(variables ?? {}, request), request.headers.accept);
}

const server = http.createServer((request, response) => {
  answerRequest(request, response).catch((error: Error) => send(response, 500, { errors: [{ message: error.message }] }));
});
const port = Number(process.env.PORT ?? 4101);
server.listen(port, process.env.HOST ?? '127.0.0.1', () => console.log(`ceiling listening on http://127.0.0.1:${port}/graphql`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void pool.end().finally(() => process.exit(0));
  });
}
