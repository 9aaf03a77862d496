import { OperationTypeNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { SubscriptionsNotSupportedError } from './errors.js';

/**
 * The schema has no Subscription type, yet graphql-js lets `subscription { … }` through validation and only fails while
 * executing it, as an internal error: refused here instead as the client's mistake, with its own code.
 */
export function subscriptionRefusalPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === OperationTypeNode.SUBSCRIPTION) throw new SubscriptionsNotSupportedError();
        },
      };
    },
  };
}
