import {
  Kind,
  type DefinitionNode,
  type DocumentNode,
  type ExecutableDefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

export function fragmentsByName(definitions: readonly DefinitionNode[]): Map<string, FragmentDefinitionNode> {
  return new Map(definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
}

/**
 * Every selection of the operation and of the fragments it spreads, at any depth, each fragment read once. A walk
 * of its own: graphql-js's `visit` goes through every node of the document, names and values too, at several
 * times the cost.
 */
export function* selectionsRunBy(document: DocumentNode, operation: OperationDefinitionNode): Generator<SelectionNode> {
  const fragments = fragmentsByName(document.definitions);
  const read = new Set<string>();
  const pending: SelectionSetNode[] = [operation.selectionSet];
  for (let selectionSet = pending.pop(); selectionSet; selectionSet = pending.pop()) {
    for (const selection of selectionSet.selections) {
      yield selection;
      if (selection.kind !== Kind.FRAGMENT_SPREAD) {
        if (selection.selectionSet) pending.push(selection.selectionSet);
        continue;
      }
      const fragment = fragments.get(selection.name.value);
      if (fragment && !read.has(fragment.name.value)) {
        read.add(fragment.name.value);
        pending.push(fragment.selectionSet);
      }
    }
  }
}

/** The operation and every fragment it spreads, at any depth, each once. */
export function definitionsRunBy(document: DocumentNode, operation: OperationDefinitionNode): ExecutableDefinitionNode[] {
  const fragments = fragmentsByName(document.definitions);
  const reached = new Set<ExecutableDefinitionNode>([operation]);
  for (const selection of selectionsRunBy(document, operation)) {
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD && fragments.get(selection.name.value);
    if (fragment) reached.add(fragment);
  }
  return [...reached];
}
