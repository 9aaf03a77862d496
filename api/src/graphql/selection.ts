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
 * The names of the fields the operation selects at `path` below the resolving field: e.g. from the `suggestions`
 * resolver of `suggestions { place { id title } }`, `['place']` gives {id, title}; `[]` gives {place}. A field under
 * `@skip` or `@include` counts as selected: a superset, so a read planned on it never falls short.
 */
export function fieldNamesSelectedAt(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let fields: FieldNode[] = [...info.fieldNodes];
  for (const name of ['', ...path]) {
    const matching = name === '' ? fields : fields.filter((field) => field.name.value === name);
    fields = matching.flatMap((field) => (field.selectionSet ? fieldsOf(field.selectionSet, info.fragments) : []));
  }
  return new Set(fields.map((field) => field.name.value));
}
