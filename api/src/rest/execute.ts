import type { GraphQLFormattedError } from 'graphql';

export interface OperationResult {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly GraphQLFormattedError[];
}

/**
 * Runs a GraphQL document through the same server pipeline as `/graphql` (context, validation,
 * error masking), so a REST route is never a second path to the data.
 */
export type ExecuteOperation = (request: {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly httpRequest: import('express').Request;
}) => Promise<OperationResult>;
