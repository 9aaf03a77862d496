import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields of a selection set, those of its fragments (inline or named) included, whatever their directives say. */
function fieldsOf(selectionSet: SelectionSetNode, fragments: Readonly<Record<string, FragmentDefinitionNode>>, into: FieldNode[] = []): FieldNode[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, fragments, into);
    else if (fragments[selection.name.value]) fieldsOf(fragments[selection.name.value]!.selectionSet, fragments, into);
  }
  return into;
}

/**
 * The names of the fields the operation selects inside `childName`, a field of the objects the resolving field
 * returns: e.g. in `suggestions { place { id title } }`, from the `suggestions` resolver, `place` gives {id, title}.
 * A field under `@skip` or `@include` counts as selected: a superset, so a read planned on it never falls short.
 */
export function fieldNamesSelectedIn(info: GraphQLResolveInfo, childName: string): Set<string> {
  const names = new Set<string>();
  for (const node of info.fieldNodes) {
    if (!node.selectionSet) continue;
    for (const child of fieldsOf(node.selectionSet, info.fragments)) {
      if (child.name.value !== childName || !child.selectionSet) continue;
      for (const field of fieldsOf(child.selectionSet, info.fragments)) names.add(field.name.value);
    }
  }
  return names;
}
