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
 * Per field of a parsed document, per path: Apollo Server keeps each document it has parsed and validated, so the same
 * field node comes back on every request that sends the same query, and the walk is done once.
 */
const selectedNamesByField = new WeakMap<FieldNode, Map<string, ReadonlySet<string>>>();

/**
 * The names of the fields the operation selects at `path` below the resolving field: e.g. from the `suggestions`
 * resolver of `suggestions { place { id title } }`, `['place']` gives {id, title}; `[]` gives {place}. A field under
 * `@skip` or `@include` counts as selected: a superset, so a read planned on it never falls short, and one that
 * depends on the document alone, never on its variables.
 */
export function fieldNamesSelectedAt(info: GraphQLResolveInfo, path: readonly string[]): ReadonlySet<string> {
  const [field, ...others] = info.fieldNodes;
  if (field === undefined || others.length > 0) return namesSelectedAt(info.fieldNodes, info.fragments, path);
  let byPath = selectedNamesByField.get(field);
  if (byPath === undefined) selectedNamesByField.set(field, (byPath = new Map()));
  const pathKey = path.join('.');
  let names = byPath.get(pathKey);
  if (names === undefined) byPath.set(pathKey, (names = namesSelectedAt(info.fieldNodes, info.fragments, path)));
  return names;
}

/** From a connection's resolver: the fields selected on its nodes, through `nodes` and through `edges { node }`. */
export function nodeFieldNamesSelected(info: GraphQLResolveInfo): ReadonlySet<string> {
  return new Set([...fieldNamesSelectedAt(info, ['nodes']), ...fieldNamesSelectedAt(info, ['edges', 'node'])]);
}

function namesSelectedAt(
  fieldNodes: readonly FieldNode[],
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  path: readonly string[],
): ReadonlySet<string> {
  let fields: FieldNode[] = [...fieldNodes];
  for (const name of ['', ...path]) {
    const matching = name === '' ? fields : fields.filter((field) => field.name.value === name);
    fields = matching.flatMap((field) => (field.selectionSet ? fieldsOf(field.selectionSet, fragments) : []));
  }
  return new Set(fields.map((field) => field.name.value));
}
