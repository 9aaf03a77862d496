import { OperationTypeNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { OperationNotChosenError, SubscriptionsNotSupportedError } from './errors.js';

/**
 * Refuses, as the client's mistake with its own code, what graphql-js lets through validation and only fails while
 * executing: a document whose operation to run cannot be told (several and no `operationName`, or an unknown name),
 * which the other plugins would meet with no operation at all, and a subscription (the schema has no Subscription type).
 */
export function operationRefusalPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request }) {
          if (!operation) throw new OperationNotChosenError(document, request.operationName);
          if (operation.operation === OperationTypeNode.SUBSCRIPTION) throw new SubscriptionsNotSupportedError();
        },
      };
    },
  };
}
