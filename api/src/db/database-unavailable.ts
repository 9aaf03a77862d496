/**
 * How long a client is told to wait when the database cannot be reached. Short, because a client that honours
 * it may stay away that long after the database is back (`npm run bench:recovery` with 5 s: bookings resumed
 * 2.4 s after PostgreSQL's return); a retry while it is still down costs only a refused connection.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** Socket failures: nothing listens (crashed, restarting), or the connection died under us. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not yet back: class 08 (connection exception), shutdown and
 * crash (57P01, 57P02), "the database system is starting up / in recovery" (57P03), too many connections (53300).
 */
const UNAVAILABLE_SQL_STATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres's own words for a connection lost or never made (pg/lib/client.js, pg-pool). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * TypeORM hands a connection back when the driver reports it broken mid-transaction (PostgresQueryRunner's
 * "error" listener); the transaction's next statement then fails with one of these instead of a driver error.
 */
const RELEASED_CONNECTION_ERRORS = new Set<unknown>(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);

function isUnavailabilityItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQL_STATE.test(code))) return true;
  if (RELEASED_CONNECTION_ERRORS.has((error as { name?: unknown }).name)) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * True when `error`, or what it wraps (a GraphQL error's `originalError`, TypeORM's `driverError`, a `cause`),
 * says the database could not be reached: a moment to wait for, not a bug, so the client hears 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (isUnavailabilityItself(current)) return true;
    const wrapper = current as { originalError?: unknown; driverError?: unknown; cause?: unknown };
    current = wrapper.originalError ?? wrapper.driverError ?? wrapper.cause;
  }
  return false;
}
