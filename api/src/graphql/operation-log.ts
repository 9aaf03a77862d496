import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import { describeError, type Logger } from '../logger.js';
import type { BaseContext } from './context.js';
import { ErrorCode, isClientFacingCode } from './errors.js';

/** The code the client will see: Apollo labels every uncoded error INTERNAL_SERVER_ERROR when formatting it. */
function codeOf(error: GraphQLError): string {
  const code = error.extensions.code;
  return typeof code === 'string' && isClientFacingCode(code) ? code : ErrorCode.Internal;
}

/**
 * Records each operation's name and error codes on the request (for its log line and the metrics) and
 * logs every masked error once, by operation, path, class and request id: never the variables, nor the
 * SQL parameters a database error carries.
 */
export function operationLogPlugin(logger: Logger): ApolloServerPlugin<BaseContext> {
  return {
    async contextCreationDidFail({ error }) {
      logger.error(describeError(error), 'Could not start a GraphQL request');
    },
    async requestDidStart() {
      return {
        async didResolveOperation({ operationName, contextValue }) {
          contextValue.request.operation.name = operationName ?? undefined;
        },
        async didEncounterErrors({ errors, contextValue, operationName }) {
          const { id, operation } = contextValue.request;
          for (const error of errors) {
            const code = codeOf(error);
            operation.errorCodes.push(code);
            if (code !== ErrorCode.Internal) continue;
            const cause = error.originalError ?? error;
            logger.error({ reqId: id, operation: operationName ?? undefined, path: error.path?.join('.'), ...describeError(cause) }, 'Unexpected GraphQL error');
          }
        },
      };
    },
  };
}
