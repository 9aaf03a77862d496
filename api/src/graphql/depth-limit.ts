import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { QueryTooComplexError } from './errors.js';

function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visited: ReadonlySet<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      // Introspection (GraphiQL's docs, codegen) nests ~14 levels over a bounded, static schema.
      if (selection.name.value.startsWith('__')) continue;
      const below = selection.selectionSet ? 1 + selectionDepth(selection.selectionSet, fragments, visited) : 0;
      deepest = Math.max(deepest, below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, visited));
    } else if (!visited.has(selection.name.value)) {
      const fragment = fragments.get(selection.name.value);
      deepest = Math.max(deepest, selectionDepth(fragment?.selectionSet, fragments, new Set([...visited, selection.name.value])));
    }
  }
  return deepest;
}

/** How many levels of fields with sub-selections the operation nests (fragments expanded). */
export function operationDepth(document: DocumentNode, selectionSet: SelectionSetNode): number {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  return selectionDepth(selectionSet, fragments, new Set());
}

/**
 * Refuses operations nested deeper than `maxDepth` before anything runs, so one request cannot
 * fan out without bound (state → places → state → places …). A plugin rather than a validation
 * rule because Apollo relabels validation errors GRAPHQL_VALIDATION_FAILED.
 */
export function depthLimitPlugin(maxDepth: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation }) {
          if (!operation) return;
          const depth = operationDepth(document, operation.selectionSet);
          if (depth > maxDepth) {
            throw new QueryTooComplexError(`The query is nested ${depth} levels deep; at most ${maxDepth} are allowed.`);
          }
        },
      };
    },
  };
}
