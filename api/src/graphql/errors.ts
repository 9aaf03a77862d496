import { GraphQLError, Kind, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import { withoutInputValues } from './value-free-messages.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-unavailable.js';

/** The machine codes of top-level errors (ARCHITECTURE: GraphQL conventions). */
export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  RateLimited: 'RATE_LIMITED',
  NotFound: 'NOT_FOUND',
  BadUserInput: 'BAD_USER_INPUT',
  QueryTooComplex: 'QUERY_TOO_COMPLEX',
  SubscriptionsNotSupported: 'SUBSCRIPTIONS_NOT_SUPPORTED',
  /** Apollo's code for a document whose operation to run cannot be told (no `operationName` among several, or an unknown one). */
  OperationNotChosen: 'OPERATION_RESOLUTION_FAILURE',
  PersistedQueryHashMismatch: 'PERSISTED_QUERY_HASH_MISMATCH',
  PersistedQueryVersionNotSupported: 'PERSISTED_QUERY_VERSION_NOT_SUPPORTED',
  Internal: 'INTERNAL_SERVER_ERROR',
  /** The database cannot be reached right now; `retryAfterSeconds` says when to try again (REST: 503 with Retry-After). */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export class UnauthenticatedError extends GraphQLError {
  constructor(message = 'Please log in to continue.') {
    super(message, { extensions: { code: ErrorCode.Unauthenticated } });
  }
}

export class ForbiddenError extends GraphQLError {
  constructor(message = 'Your account is not allowed to do this.') {
    super(message, { extensions: { code: ErrorCode.Forbidden } });
  }
}

/** Too many attempts; `retryAfterSeconds` says when the next one may succeed (REST sends it as Retry-After). */
export class RateLimitedError extends GraphQLError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { extensions: { code: ErrorCode.RateLimited, retryAfterSeconds } });
  }
}

/** Same answer for "missing" and "not yours", so that existence does not leak. */
export class NotFoundError extends GraphQLError {
  constructor(message = 'Not found.') {
    super(message, { extensions: { code: ErrorCode.NotFound } });
  }
}

export class BadUserInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: ErrorCode.BadUserInput } });
  }
}

/**
 * An input refused before the operation runs, so the whole request is the client's mistake (HTTP 400).
 * `field` is the path to the input at fault, in the shape of `UserError.field`, when the message alone does not name it.
 */
export class InvalidInputError extends GraphQLError {
  constructor(message: string, field?: readonly string[]) {
    super(message, { extensions: { code: ErrorCode.BadUserInput, ...(field && { field }), http: { status: 400 } } });
  }
}

/**
 * The database could not be reached before the operation ran (the session lookup): the whole request is
 * answered 503 with Retry-After, as REST answers it.
 */
export class DatabaseUnavailableError extends GraphQLError {
  constructor() {
    super(DATABASE_UNAVAILABLE_MESSAGE, {
      extensions: {
        code: ErrorCode.ServiceUnavailable,
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        http: { status: 503, headers: new Map([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]) },
      },
    });
  }
}

/** For a request's context: an unreachable database becomes `DatabaseUnavailableError`, anything else stays as it is. */
export function rethrowAsDatabaseUnavailable(error: unknown): never {
  throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError() : error;
}

/** The names a client may give as `operationName`, in the document's order. */
function operationNamesOf(document: DocumentNode): string[] {
  return document.definitions.flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : []));
}

/** The document does not say which of its operations to run: `operationName` is missing or names none of them. */
export class OperationNotChosenError extends GraphQLError {
  constructor(document: DocumentNode, operationName: string | undefined | null) {
    const names = operationNamesOf(document).map((name) => `"${name}"`).join(', ');
    // The name sent is not quoted back: it is the client's text, of any length.
    super(
      operationName
        ? `The document has no operation of the name given in \`operationName\`; its operations are named ${names || '(none)'}.`
        : `The document holds several operations: name the one to run in \`operationName\` (${names || 'they are unnamed'}).`,
      { extensions: { code: ErrorCode.OperationNotChosen, http: { status: 400 } } },
    );
  }
}

export class SubscriptionsNotSupportedError extends GraphQLError {
  constructor() {
    super('This server does not support subscriptions; use queries and mutations.', {
      extensions: { code: ErrorCode.SubscriptionsNotSupported, http: { status: 400 } },
    });
  }
}

export class QueryTooComplexError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: ErrorCode.QueryTooComplex, http: { status: 400 } } });
  }
}

/** Codes whose message is written for the client; every other error is masked. */
const clientFacingCodes = new Set<unknown>([
  // INTERNAL_SERVER_ERROR is what Apollo gives every unexpected error: it must stay masked.
  ...Object.values(ErrorCode).filter((code) => code !== ErrorCode.Internal),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * The first broken rule of an argument (class-validator's `constraints`, nested ones included): its text
 * names the argument and the rule, never the value sent.
 */
function firstBrokenRule(validationErrors: unknown): string | undefined {
  if (!Array.isArray(validationErrors)) return undefined;
  for (const error of validationErrors as { constraints?: Record<string, string>; children?: unknown }[]) {
    const rule = Object.values(error.constraints ?? {})[0] ?? firstBrokenRule(error.children);
    if (rule !== undefined) return rule;
  }
  return undefined;
}

/**
 * Refusals of a persisted query that @apollo/server (requestPipeline.js) gives no code, so they would be
 * masked as internal errors although the request is at fault (HTTP 400): known by their text, and only on
 * an error about the request as a whole.
 */
const uncodedApolloRefusals = new Map<string, GraphQLFormattedError>([
  [
    'provided sha does not match query',
    {
      message: "The persisted query's sha256Hash is not the SHA-256 of the query sent with it.",
      extensions: { code: ErrorCode.PersistedQueryHashMismatch },
    },
  ],
  [
    'Unsupported persisted query version',
    { message: 'Only version 1 of persisted queries is supported.', extensions: { code: ErrorCode.PersistedQueryVersionNotSupported } },
  ],
]);

/**
 * The one place internals are masked: unexpected errors reach the client as a bare
 * INTERNAL_SERVER_ERROR (graphql/operation-log.ts logs their class). A broken argument rule is answered by its
 * text ("first must be a whole number from 1 to 100.") rather than "Argument Validation Error", and no
 * message quotes an input value (a password sent in a variable of the wrong shape).
 */
export function formatError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  if (clientFacingCodes.has(formatted.extensions?.code)) {
    // validationErrors would echo the input (a password among it) back to the client.
    const { stacktrace: _stacktrace, validationErrors, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, message: firstBrokenRule(validationErrors) ?? withoutInputValues(formatted.message), extensions };
  }
  const apolloRefusal = formatted.path ? undefined : uncodedApolloRefusals.get(formatted.message);
  if (apolloRefusal) return apolloRefusal;
  // Not a bug but a moment to wait for: the client is told so, and when to try again.
  if (isDatabaseUnavailable(error)) {
    const extensions = { code: ErrorCode.ServiceUnavailable, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
    return { message: DATABASE_UNAVAILABLE_MESSAGE, ...(formatted.path ? { path: formatted.path } : {}), extensions };
  }
  return {
    message: 'Internal server error.',
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: ErrorCode.Internal },
  };
}
