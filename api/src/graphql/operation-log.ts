import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import { describeError, type Logger } from '../logger.js';
import type { BaseContext, OperationRoot } from './context.js';
import { DatabaseUnavailableError, ErrorCode, formatError } from './errors.js';
import { rootFieldsOf } from './root-fields.js';

const LONGEST_RECORDED_NAME = 100;

/** The code the client will see, as formatError decides it (a database that is down, an uncoded Apollo refusal...). */
function codeOf(error: GraphQLError): string {
  return String(formatError(error.toJSON(), error).extensions?.code ?? ErrorCode.Internal);
}

/** An error's path starts with the response key of its root field. */
function rootFieldOf(error: GraphQLError, root: OperationRoot | undefined): string | undefined {
  const [responseKey] = error.path ?? [];
  return typeof responseKey === 'string' ? root?.fieldsByResponseKey.get(responseKey) : undefined;
}

/**
 * Records each operation's name, root fields and errors on the request (for its log line and the metrics) and
 * logs every masked error once, by operation, path, class and request id: never the variables, nor the
 * SQL parameters a database error carries.
 */
export function operationLogPlugin(logger: Logger): ApolloServerPlugin<BaseContext> {
  return {
    async contextCreationDidFail({ error }) {
      // An outage refuses every request: one short line each, not a stack each.
      if (error instanceof DatabaseUnavailableError) return void logger.warn('GraphQL request refused: the database is unavailable');
      logger.error(describeError(error), 'Could not start a GraphQL request');
    },
    async requestDidStart() {
      return {
        async didResolveOperation({ operationName, operation, document, schema, contextValue }) {
          const record = contextValue.request.operation;
          // Names are the client's to choose: a log line stays a line.
          record.name = operationName?.slice(0, LONGEST_RECORDED_NAME);
          if (operation) record.root = { type: operation.operation, fieldsByResponseKey: rootFieldsOf(schema, document, operation) };
        },
        async didEncounterErrors({ errors, contextValue }) {
          const { id, operation } = contextValue.request;
          for (const error of errors) {
            const code = codeOf(error);
            operation.errorCodes.push(code);
            operation.errorRootFields.push(rootFieldOf(error, operation.root));
            if (code !== ErrorCode.Internal) continue;
            const cause = error.originalError ?? error;
            logger.error({ reqId: id, operation: operation.name, path: error.path?.join('.'), ...describeError(cause) }, 'Unexpected GraphQL error');
          }
        },
      };
    },
  };
}
