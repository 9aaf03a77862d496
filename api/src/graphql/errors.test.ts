import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResponse, type TestApp } from '../testing/test-app.js';
import { formatError } from './errors.js';

describe('formatError', () => {
  it('masks an unexpected error (Apollo labels it INTERNAL_SERVER_ERROR)', () => {
    const formatted = formatError({
      message: 'value too long for type character varying(254)',
      path: ['register'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at db'] },
    });
    expect(formatted).toEqual({ message: 'Internal server error.', path: ['register'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keeps a coded client error but drops the stack and echoed validation details', () => {
    const formatted = formatError(
      { message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT', stacktrace: [], validationErrors: [{ value: 'secret' }] } },
    );
    expect(formatted).toEqual({ message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers the text of the first broken argument rule, nested ones included, instead of "Argument Validation Error"', () => {
    const nested = [{ property: 'filter', value: { email: 'secret' }, children: [{ property: 'email', value: 'secret', constraints: { maxLength: 'email must be shorter than or equal to 254 characters' } }] }];
    const formatted = formatError({ message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT', validationErrors: nested } });
    expect(formatted).toEqual({ message: 'email must be shorter than or equal to 254 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("codes Apollo's uncoded refusal of a persisted query, but masks a resolver's error that happens to read the same", () => {
    const refusal = { message: 'provided sha does not match query', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    expect(formatError(refusal).extensions).toEqual({ code: 'PERSISTED_QUERY_HASH_MISMATCH' });
    expect(formatError({ ...refusal, path: ['book'] })).toEqual({ message: 'Internal server error.', path: ['book'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('words a client error without the input value it quoted', () => {
    const formatted = formatError({ message: 'Variable "$i" got invalid value "s3cret"; Expected type "LogInInput" to be an object.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(formatted.message).toBe('Variable "$i" got an invalid value: Expected type "LogInInput" to be an object.');
  });
});

describe('refusals answered as the client\'s mistake (HTTP 400), never as internal errors', () => {
  const SECRET = 'hunter2-Secret';
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const ask = (body: Record<string, unknown>) => app.request<GraphQLResponse>('POST', '/graphql', body);

  it('refuses a subscription with SUBSCRIPTIONS_NOT_SUPPORTED', async () => {
    expect(await ask({ query: 'subscription { me { id } }' })).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'This server does not support subscriptions; use queries and mutations.', extensions: { code: 'SUBSCRIPTIONS_NOT_SUPPORTED' } }] },
    });
  });

  it('refuses a document whose operation to run cannot be told with OPERATION_RESOLUTION_FAILURE, naming its operations', async () => {
    const query = 'query StatesPage { __typename } query MePage { me { id } }';
    expect(await ask({ query })).toMatchObject({
      status: 400,
      body: {
        errors: [
          {
            message: 'The document holds several operations: name the one to run in `operationName` ("StatesPage", "MePage").',
            extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
          },
        ],
      },
    });
    expect(await ask({ query, operationName: 'Home' })).toMatchObject({
      status: 400,
      body: {
        errors: [
          {
            message: 'The document has no operation of the name given in `operationName`; its operations are named "StatesPage", "MePage".',
            extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
          },
        ],
      },
    });
  });

  it('refuses a persisted query whose hash is not its query\'s with PERSISTED_QUERY_HASH_MISMATCH, and an unknown version', async () => {
    const query = '{ states(first: 1) { totalCount } }';
    const wrongHash = await ask({ query, extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update('{ me { id } }').digest('hex') } } });
    expect(wrongHash).toMatchObject({ status: 400, body: { errors: [{ extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } }] } });
    const rightHash = await ask({ query, extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } } });
    expect(rightHash).toMatchObject({ status: 200, body: { data: { states: { totalCount: expect.any(Number) } } } });
    const unknownVersion = await ask({ query, extensions: { persistedQuery: { version: 2, sha256Hash: 'abc' } } });
    expect(unknownVersion).toMatchObject({ status: 400, body: { errors: [{ extensions: { code: 'PERSISTED_QUERY_VERSION_NOT_SUPPORTED' } }] } });
  });

  it.each([
    ['a variable of the wrong shape', { query: 'mutation($i: LogInInput!) { logIn(input: $i) { token } }', variables: { i: { password: SECRET } } }],
    ['a field of the wrong type', { query: 'mutation($i: LogInInput!) { logIn(input: $i) { token } }', variables: { i: { email: ['x'], password: SECRET } } }],
    ['an unknown field', { query: 'mutation($i: LogInInput!) { logIn(input: $i) { token } }', variables: { i: { email: 'a@b.in', password: 'x', [SECRET]: 1 } } }],
    ['a number variable', { query: 'query($f: Int!) { states(first: $f) { totalCount } }', variables: { f: SECRET } }],
    ['a number literal', { query: `{ states(first: "${SECRET}") { totalCount } }` }],
    ['an enum literal', { query: `{ myBookings(filter: { status: ${SECRET.replace('-', '_')} }) { totalCount } }` }],
    ['an enum variable', { query: 'query($f: MyBookingFilter) { myBookings(filter: $f) { totalCount } }', variables: { f: { status: SECRET } } }],
    ['a date variable', { query: 'query($f: MyBookingFilter) { myBookings(filter: $f) { totalCount } }', variables: { f: { overlapping: { from: SECRET, to: '2030-01-01' } } } }],
    ['a date literal', { query: `{ myBookings(filter: { overlapping: { from: "${SECRET}", to: "2030-01-01" } }) { totalCount } }` }],
    ['a string where the parser expected a name', { query: `{ logIn(input: { email: "a" password "${SECRET}" }) { token } }` }],
  ])('never quotes the value in its answer to %s', async (_case, body) => {
    const { status, body: answer } = await ask(body);
    expect(status).toBe(400);
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer)).not.toMatch(/hunter2/i);
  });
});
