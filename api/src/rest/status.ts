import type { GraphQLFormattedError } from 'graphql';

/** The one mapping from GraphQL error codes to HTTP statuses (STYLE §7). */
const statusByCode: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  QUERY_TOO_COMPLEX: 400,
};

export function httpStatusOf(errors: readonly GraphQLFormattedError[]): number {
  const code = errors[0]?.extensions?.code;
  return (typeof code === 'string' && statusByCode[code]) || 500;
}
