import { ApolloServer, HeaderMap } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMediaTypePlugin } from './answer-media-type.js';

const SCHEMA = { typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'namaste' } } };

let apolloAlone: ApolloServer;
let withPlugin: ApolloServer;
beforeAll(async () => {
  apolloAlone = new ApolloServer(SCHEMA);
  withPlugin = new ApolloServer({ ...SCHEMA, plugins: [answerMediaTypePlugin()] });
  await Promise.all([apolloAlone.start(), withPlugin.start()]);
});
afterAll(() => Promise.all([apolloAlone.stop(), withPlugin.stop()]));

async function answerHeadOf(server: ApolloServer, accept: string | undefined) {
  const headers = new HeaderMap([['content-type', 'application/json']]);
  if (accept !== undefined) headers.set('accept', accept);
  const answer = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers, search: '', body: { query: '{ hello }' } },
    context: async () => ({}),
  });
  return { status: answer.status ?? 200, contentType: answer.headers.get('content-type') };
}

describe('answerMediaTypePlugin', () => {
  const ACCEPT_HEADERS = [
    undefined,
    '',
    'application/graphql-response+json,application/json;q=0.9',
    'application/json',
    '*/*',
    'application/*',
    'application/json; callbackSpec=1.0',
    'application/graphql-response+json;q=0.2, application/json;q=0.8',
    'text/html',
    'application/json;q=0',
  ];

  it("chooses what Apollo Server chooses for every Accept header, 406 included, the second time as the first", async () => {
    for (const round of [1, 2]) {
      for (const accept of ACCEPT_HEADERS) {
        expect({ round, accept, ...(await answerHeadOf(withPlugin, accept)) }).toEqual({ round, accept, ...(await answerHeadOf(apolloAlone, accept)) });
      }
    }
    expect(await answerHeadOf(withPlugin, 'text/html')).toEqual({ status: 406, contentType: 'application/json; charset=utf-8' });
  });
});
