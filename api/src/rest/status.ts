import type { GraphQLFormattedError } from 'graphql';

/** The one mapping from error codes (top-level `extensions.code` and payload `UserError.code`) to HTTP statuses (STYLE §7). */
const statusByCode: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  QUERY_TOO_COMPLEX: 400,
  SERVICE_UNAVAILABLE: 503,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  TOUR_NOT_FOUND: 404,
  ALREADY_CANCELLED: 409,
  // The Idempotency-Key draft's answer to a key sent again with another request.
  IDEMPOTENCY_KEY_REUSED: 422,
  FEE_CHANGED: 409,
  // The date's seats, not the request, are the obstacle: another date or a smaller party may be booked.
  SOLD_OUT: 409,
  NOT_ENOUGH_SEATS: 409,
  DATE_CLOSED: 409,
  STATUS_NOT_FORWARD: 409,
  NOT_FAILED: 409,
};

export interface RestFailure {
  readonly status: number;
  readonly message: string;
  readonly retryAfterSeconds?: number;
}

/** A top-level GraphQL error as an HTTP failure; unknown codes are server errors. */
export function failureOfError(error: GraphQLFormattedError | undefined): RestFailure {
  const code = error?.extensions?.code;
  const retryAfterSeconds = error?.extensions?.retryAfterSeconds;
  return {
    status: (typeof code === 'string' && statusByCode[code]) || 500,
    message: error?.message ?? 'Something went wrong.',
    ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
  };
}

/** A payload UserError (an expected failure) as an HTTP failure: 400 unless its code says otherwise. */
export function failureOfUserError(error: { code: string; message: string }): RestFailure {
  return { status: statusByCode[error.code] ?? 400, message: error.message };
}
