import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLResponse } from '@apollo/server';
import vary from 'vary';
import { JSON_COMPRESSION_THRESHOLD_BYTES } from './json-compression.js';
import type { NodeMiddleware } from './node-middleware.js';
import { JSON_BODY_LIMIT_KB, requestFailure, type FailureAnswer } from './request-errors.js';

const JSON_BODY_LIMIT_BYTES = JSON_BODY_LIMIT_KB * 1024;

/** The content types every GraphQL client sends, spaces removed and lower-cased; any other spelling goes the Express way. */
const PLAIN_JSON_TYPES = new Set(['application/json', 'application/json;charset=utf-8']);

export interface GraphqlPostOptions<TContext extends BaseContext> {
  readonly apollo: ApolloServer<TContext>;
  /** Run in order before the body is read, as Express runs them for /graphql: log, metrics, security headers, no-store. */
  readonly before: readonly NodeMiddleware[];
  /** The compression Express applies to /graphql, run here only on an answer large enough for it to act. */
  readonly compression: NodeMiddleware;
  readonly contextOf: (request: IncomingMessage, response: ServerResponse) => Promise<TContext>;
  /** How a request that fails outside the operation is answered (the same answer Express's error handler gives). */
  readonly failureAnswerOf: (error: unknown, request: IncomingMessage) => FailureAnswer;
}

/**
 * The GraphQL request almost every client sends: a POST of plain JSON to /graphql. Express's router, body parser,
 * Apollo's Express integration and the compression stream cost more CPU per request than the operation itself on a
 * small read (issue 13): this route answers that one request shape directly on Node's request and answer, with the
 * same middleware, limits, headers and error answers. Everything else (GET, another content type, a compressed body)
 * is left to Express: false then, and nothing was done.
 */
export function graphqlPostRoute<TContext extends BaseContext>(options: GraphqlPostOptions<TContext>) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!isPlainJsonPost(request)) return false;
    const failure = runInOrder(options.before, request, response);
    if (failure) writeFailure(options, failure, request, response);
    else void answer(options, request, response);
    return true;
  };
}

function isPlainJsonPost(request: IncomingMessage): boolean {
  const { headers } = request;
  return (
    request.method === 'POST' &&
    request.url === '/graphql' &&
    PLAIN_JSON_TYPES.has((headers['content-type'] ?? '').replaceAll(' ', '').toLowerCase()) &&
    (headers['content-encoding'] === undefined || headers['content-encoding'] === 'identity')
  );
}

/** Each of these middlewares calls `next` before it returns (none of them waits): the error one passed, if any. */
function runInOrder(middlewares: readonly NodeMiddleware[], request: IncomingMessage, response: ServerResponse): unknown {
  let failure: unknown;
  for (const middleware of middlewares) middleware(request, response, (error) => (failure ??= error));
  return failure;
}

async function answer<TContext extends BaseContext>(options: GraphqlPostOptions<TContext>, request: IncomingMessage, response: ServerResponse) {
  let body: unknown;
  try {
    body = await readJsonBody(request);
  } catch (error) {
    // Past the limit, the rest of the body is still on its way: the connection cannot carry another request.
    if ((error as { type?: unknown }).type === 'entity.too.large') response.setHeader('Connection', 'close');
    return writeFailure(options, error, request, response);
  }
  if (body === undefined) return; // The client left before its body arrived: no one reads an answer.
  try {
    const result = await options.apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers: headerMapOf(request), search: '', body },
      context: () => options.contextOf(request, response),
    });
    await writeResult(options.compression, result, request, response);
  } catch (error) {
    if (!response.headersSent) writeFailure(options, error, request, response);
    else response.destroy();
  }
}

/**
 * The body as JSON, or undefined when the client left before it arrived in full. As body-parser reads it: at most
 * 100 KB, only an object or an array, and an empty body is an empty object.
 */
function readJsonBody(request: IncomingMessage): Promise<unknown> {
  if (Number(request.headers['content-length'] ?? 0) > JSON_BODY_LIMIT_BYTES) return Promise.reject(requestFailure('entity.too.large'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length <= JSON_BODY_LIMIT_BYTES) return void chunks.push(chunk);
      request.off('data', onData).off('end', onEnd).pause();
      reject(requestFailure('entity.too.large'));
    };
    const onEnd = () => {
      request.off('close', onClose);
      try {
        resolve(parseJson(Buffer.concat(chunks, length).toString('utf8')));
      } catch {
        reject(requestFailure('entity.parse.failed'));
      }
    };
    const onClose = () => {
      if (!request.complete) resolve(undefined);
    };
    request.on('data', onData).on('end', onEnd).once('close', onClose);
  });
}

function parseJson(text: string): unknown {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed === '') return {};
  if (trimmed[0] !== '{' && trimmed[0] !== '[') throw new SyntaxError('Only an object or an array');
  return JSON.parse(trimmed);
}

function headerMapOf(request: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

async function writeResult(compression: NodeMiddleware, result: HTTPGraphQLResponse, request: IncomingMessage, response: ServerResponse) {
  for (const [name, value] of result.headers) response.setHeader(name, value);
  response.statusCode = result.status ?? 200;
  if (result.body.kind === 'chunked') {
    for await (const chunk of result.body.asyncIterator) response.write(chunk);
    return void response.end();
  }
  // Encoded once: measuring the text's UTF-8 length, then writing it, walked an answer holding any "→" (two-byte
  // text to V8) three times; 12% of the home page's CPU went to measuring it alone.
  const bytes = Buffer.from(result.body.string);
  response.setHeader('Content-Length', bytes.length);
  // A client that names no encoding gets the answer as it is: the middleware would negotiate `identity` for it.
  if (bytes.length < JSON_COMPRESSION_THRESHOLD_BYTES || request.headers['accept-encoding'] === undefined) {
    // As the compression middleware does for every JSON answer, compressed or not: caches keep one copy per encoding.
    vary(response, 'Accept-Encoding');
    return void response.end(bytes);
  }
  compression(request, response, () => response.end(bytes));
}

function writeFailure<TContext extends BaseContext>(options: GraphqlPostOptions<TContext>, error: unknown, request: IncomingMessage, response: ServerResponse) {
  const failure = options.failureAnswerOf(error, request);
  response.statusCode = failure.status;
  for (const [name, value] of Object.entries(failure.headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(JSON.stringify(failure.body));
}
