import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLFormattedError } from 'graphql';

export interface OperationResult {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly GraphQLFormattedError[];
}

/**
 * Runs a GraphQL document through the same server pipeline as `/graphql` (context from the request's
 * session, validation, error masking), so a REST route is never a second path to the data. The
 * response is handed over so that sign-in can set the session cookie on it.
 */
export type ExecuteOperation = (request: {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly httpRequest: IncomingMessage;
  readonly httpResponse: ServerResponse;
}) => Promise<OperationResult>;
