import { OperationTypeNode } from 'graphql';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { BaseContext } from '../context.js';

/** The same listener for every request: most are reads, for which it does nothing. */
const forgetAfterMutations: GraphQLRequestListener<BaseContext> = {
  async executionDidStart({ operation, contextValue }) {
    if (operation.operation !== OperationTypeNode.MUTATION) return;
    return { executionDidEnd: async () => contextValue.mutationEnded() };
  },
};

/**
 * What an instance keeps in memory learns of a write from the database's notification, which arrives a moment after
 * the write commits: a client reading right after its own mutation could meet the memory of before. So each mutation
 * (by GraphQL or a REST path) ends by telling the request's context, before its answer is sent.
 */
export function ownWritesReadAtOncePlugin(): ApolloServerPlugin<BaseContext> {
  return { requestDidStart: async () => forgetAfterMutations };
}
