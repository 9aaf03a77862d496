import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
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
});
