import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../testing/captured-log.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
const log = capturedLog();
beforeAll(async () => {
  app = await startTestApp({ logger: log.logger });
});
afterAll(() => app.close());

const send = (path: string, body: string) =>
  fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

async function answerOf(response: Response) {
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.text()) as string };
}

describe('a request the server cannot read', () => {
  it('answers /api with {message} in JSON, never an HTML page or a stack: 400 for a body that is not JSON', async () => {
    const answer = await answerOf(await send('/api/contact', '{"name": "Asha",'));
    expect(answer).toMatchObject({ status: 400, type: expect.stringContaining('application/json') });
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers /api with 413 {message} in JSON for a body over 100 KB', async () => {
    const answer = await answerOf(await send('/api/contact', JSON.stringify({ message: 'x'.repeat(200_000) })));
    expect(answer).toMatchObject({ status: 413, type: expect.stringContaining('application/json') });
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is larger than 100 KB.' });
  });

  it('answers /graphql with a GraphQL error in JSON, with a stable code, for both', async () => {
    const broken = await answerOf(await send('/graphql', '{"query": '));
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
    const tooLarge = await answerOf(await send('/graphql', JSON.stringify({ query: `{ __typename } #${'x'.repeat(200_000)}` })));
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ errors: [{ message: 'The request body is larger than 100 KB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('answers a malformed %-escape in a path or a body that does not decompress 400 in JSON, as the client\'s mistake, not an error of ours', async () => {
    const escape = await answerOf(await fetch(`${app.baseUrl}/api/updateTours/%FF`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(escape).toMatchObject({ status: 400, type: expect.stringContaining('application/json') });
    expect(JSON.parse(escape.body)).toEqual({ message: 'The request could not be read: check its address, headers and body.' });

    const notGzip = { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: '{}' };
    expect(await answerOf(await fetch(`${app.baseUrl}/api/auth/login`, notGzip))).toMatchObject({ status: 400 });
    const graphql = await answerOf(await fetch(`${app.baseUrl}/graphql`, notGzip));
    expect(graphql.status).toBe(400);
    expect(JSON.parse(graphql.body)).toEqual({ errors: [expect.objectContaining({ extensions: { code: 'BAD_REQUEST' } })] });

    const unsupported = await answerOf(await fetch(`${app.baseUrl}/api/auth/login`, { ...notGzip, headers: { ...notGzip.headers, 'content-encoding': 'compress' } }));
    expect(unsupported.status).toBe(415);
    expect(JSON.parse(unsupported.body).message).toMatch(/Content-Encoding of the request body is not supported/);
    expect(log.entries().filter((entry) => (entry.level as number) >= 50 && entry.msg === 'Request failed')).toEqual([]);
  });
});
