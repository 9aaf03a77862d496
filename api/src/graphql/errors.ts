import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** The machine codes of top-level errors (ARCHITECTURE: GraphQL conventions). */
export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  RateLimited: 'RATE_LIMITED',
  NotFound: 'NOT_FOUND',
  BadUserInput: 'BAD_USER_INPUT',
  QueryTooComplex: 'QUERY_TOO_COMPLEX',
  Internal: 'INTERNAL_SERVER_ERROR',
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
  'OPERATION_RESOLUTION_FAILURE',
]);

/** True for an error whose message was written for the client; every other error is masked and logged. */
export function isClientFacingCode(code: unknown): boolean {
  return clientFacingCodes.has(code);
}

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
 * The one place internals are masked: unexpected errors reach the client as a bare
 * INTERNAL_SERVER_ERROR (graphql/operation-log.ts logs their class). A broken argument rule is answered by its
 * text ("first must be a whole number from 1 to 100.") rather than "Argument Validation Error".
 */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (clientFacingCodes.has(formatted.extensions?.code)) {
    // validationErrors would echo the input (a password among it) back to the client.
    const { stacktrace: _stacktrace, validationErrors, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, message: firstBrokenRule(validationErrors) ?? formatted.message, extensions };
  }
  return {
    message: 'Internal server error.',
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: ErrorCode.Internal },
  };
}
