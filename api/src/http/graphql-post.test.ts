import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One request on its own connection, the body written as given (fetch would set its own headers). */
function rawPost(url: string, headers: OutgoingHttpHeaders, body: Buffer | string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: 'POST', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** What two answers to one operation may differ in: when, and under which request id. */
function comparableHeaders({ date: _date, 'x-request-id': _id, ...headers }: IncomingHttpHeaders) {
  return headers;
}

const STATES_QUERY = JSON.stringify({ query: '{ states(first: 2) { edges { node { name } } } }' });
// The schema's type list is several kilobytes: past the compression threshold, sent as it is to a client that names no encoding.
const SCHEMA_TYPES_QUERY = JSON.stringify({ query: '{ __schema { types { name description } } }' });
// Routes are written with "→": text V8 holds two bytes a character, whose UTF-8 length is not its length.
const TOUR_ROUTES_QUERY = JSON.stringify({ query: '{ specialTours(first: 8) { nodes { route attractions } } }' });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the plain JSON POST to /graphql', () => {
  it('is answered exactly as Express answers the same operation sent another way (a gzip body): same status, headers and body', async () => {
    const cases = [[STATES_QUERY, 'under 1 KB'], [SCHEMA_TYPES_QUERY, 'over 1 KB'], [TOUR_ROUTES_QUERY, 'over 1 KB, with "→"']] as const;
    for (const [query, bytes] of cases) {
      const plain = await rawPost(`${app.baseUrl}/graphql`, { 'content-type': 'application/json' }, query);
      const gzipped = await rawPost(`${app.baseUrl}/graphql`, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, gzipSync(query));

      expect(plain.status, bytes).toBe(200);
      expect(plain.body, bytes).toBe(gzipped.body);
      expect(comparableHeaders(plain.headers), bytes).toEqual(comparableHeaders(gzipped.headers));
      expect(plain.headers, bytes).toMatchObject({ 'cache-control': 'no-store', vary: 'Accept-Encoding', 'x-content-type-options': 'nosniff' });
      expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number(plain.headers['content-length']), bytes).toBe(Buffer.byteLength(plain.body));
    }
    expect((await rawPost(`${app.baseUrl}/graphql`, { 'content-type': 'application/json' }, TOUR_ROUTES_QUERY)).body).toContain(' → ');
    expect(JSON.parse((await rawPost(`${app.baseUrl}/graphql`, { 'content-type': 'application/json' }, STATES_QUERY)).body).data.states.edges).toHaveLength(2);
  });

  it('reads a body as body-parser does: an empty one, one that is not an object or array, one cut short', async () => {
    for (const body of ['', '"{ __typename }"', '42', '{"query": ']) {
      const plain = await rawPost(`${app.baseUrl}/graphql`, { 'content-type': 'application/json' }, body);
      const gzipped = await rawPost(`${app.baseUrl}/graphql`, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, gzipSync(body));
      expect(plain.status).toBe(400);
      expect([plain.status, plain.body]).toEqual([gzipped.status, gzipped.body]);
    }
    const notJson = await rawPost(`${app.baseUrl}/graphql`, { 'content-type': 'application/json' }, '42');
    expect(JSON.parse(notJson.body)).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('answers a body past 100 KB sent without a Content-Length 413, and closes that connection', async () => {
    const padding = 'x'.repeat(101 * 1024);
    const answer = await rawPost(`${app.baseUrl}/graphql`, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, `{"query":"{ __typename }","padding":"${padding}"}`);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps serving after a client that leaves halfway through its body', async () => {
    await new Promise<void>((resolve) => {
      const outgoing = httpRequest(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '1000' }, agent: false });
      outgoing.on('error', () => resolve());
      outgoing.write('{"query":', () => outgoing.destroy());
    });
    const { data } = await app.graphql<{ __typename: string }>('{ __typename }');
    expect(data).toEqual({ __typename: 'Query' });
  });
});
