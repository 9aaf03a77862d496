import type { ErrorRequestHandler } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-unavailable.js';
import { describeError, type Logger } from '../logger.js';

/** The largest JSON body /graphql and /api read: far above any form, small enough that no one can tie up the server. */
export const JSON_BODY_LIMIT_KB = 100;

/**
 * What a client is told about a request the server could not read (body-parser's `type`) or refused to (the /api
 * guards' in same-origin.ts), and its status.
 */
const READ_FAILURES = {
  'entity.parse.failed': { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  'entity.too.large': { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than ${JSON_BODY_LIMIT_KB} KB.` },
  'encoding.unsupported': {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The Content-Encoding of the request body is not supported: send it plain, or as gzip, deflate or br.',
  },
  'charset.unsupported': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as UTF-8 JSON.' },
  // The client left (or was cut by the request timeout) before its body arrived: no one reads this answer.
  'request.aborted': { status: 400, code: 'BAD_REQUEST', message: 'The request body did not arrive in full.' },
  'body.not.json': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON (Content-Type: application/json).' },
  'origin.cross.site': { status: 403, code: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' },
} as const satisfies Readonly<Record<string, { status: number; code: string; message: string }>>;

type ReadFailureType = keyof typeof READ_FAILURES;

/** A request failed or refused before its operation ran, shaped as body-parser's errors are, so that the table above words it. */
export function requestFailure(type: ReadFailureType): Error & { readonly type: ReadFailureType } {
  return Object.assign(new Error(type), { type });
}

/** Other mistakes in a request: a malformed %-escape in the path (the router's URIError), a body that does not decompress. */
const UNREADABLE = { status: 400, code: 'BAD_REQUEST', message: 'The request could not be read: check its address, headers and body.' };

function isUnreadableRequest(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  const isClientStatus = typeof status === 'number' && status >= 400 && status < 500;
  return isClientStatus || error instanceof URIError || (typeof code === 'string' && code.startsWith('Z_'));
}

const UNEXPECTED = { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' };

/** A session that could not be looked up (the database is down) before the operation ran: said as formatError says it. */
const DATABASE_UNAVAILABLE = { status: 503, code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE };

function failureOf(error: unknown) {
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && Object.hasOwn(READ_FAILURES, type)) return READ_FAILURES[type as ReadFailureType];
  return isUnreadableRequest(error) ? UNREADABLE : UNEXPECTED;
}

/** What a request that failed outside any GraphQL operation is answered: status, extra headers and JSON body. */
export interface FailureAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: object;
}

/**
 * The answer to a request that could not be read or crashed outside an operation, as each API speaks: `{message}` on
 * the legacy `/api`, a GraphQL error on `/graphql`. An unexpected one is logged as `describeError` tells it: an error
 * may carry the request's values (SQL parameters: names, emails, phones), which stay out of the log.
 */
export function failureAnswerOf(shape: 'rest' | 'graphql', error: unknown, requestId: string, logger: Logger): FailureAnswer {
  const failure = failureOf(error);
  if (failure === UNEXPECTED) logger.error({ reqId: requestId, ...describeError(error) }, 'Request failed');
  const headers: Record<string, string> = failure === DATABASE_UNAVAILABLE ? { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } : {};
  const body = shape === 'rest' ? { message: failure.message } : { errors: [{ message: failure.message, extensions: { code: failure.code } }] };
  return { status: failure.status, headers, body };
}

/** Errors Express would answer with its HTML page (a body that is not JSON, one over the limit, a crash in a route), answered as `failureAnswerOf` says. */
export function requestErrors(shape: 'rest' | 'graphql', logger: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (response.headersSent) return next(error);
    const answer = failureAnswerOf(shape, error, request.id, logger);
    response.set(answer.headers).status(answer.status).json(answer.body);
  };
}
