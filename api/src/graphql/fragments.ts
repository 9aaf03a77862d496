import { Kind, visit, type DefinitionNode, type DocumentNode, type ExecutableDefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

export function fragmentsByName(definitions: readonly DefinitionNode[]): Map<string, FragmentDefinitionNode> {
  return new Map(definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
}

/** The operation and every fragment it spreads, at any depth, each once. */
export function definitionsRunBy(document: DocumentNode, operation: OperationDefinitionNode): ExecutableDefinitionNode[] {
  const fragments = fragmentsByName(document.definitions);
  const reached: ExecutableDefinitionNode[] = [operation];
  for (let index = 0; index < reached.length; index += 1) {
    visit(reached[index]!, {
      FragmentSpread({ name }) {
        const fragment = fragments.get(name.value);
        if (fragment && !reached.includes(fragment)) reached.push(fragment);
      },
    });
  }
  return reached;
}
