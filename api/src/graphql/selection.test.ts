import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fieldNamesSelectedAt, nodeFieldNamesSelected } from './selection.js';

/** What a resolver of the operation's first root field is given, as far as selections go. */
function rootFieldInfo(query: string): GraphQLResolveInfo {
  const document = parse(query);
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

describe('fieldNamesSelectedAt', () => {
  const QUERY = `query {
    reviews(first: 3) { edges { node { id ...Card } } nodes { rating place @include(if: false) { title } } }
  }
  fragment Card on Review { comment ... on Review { place { id slug } } }`;

  it('names the fields at each path, through named and inline fragments, directives or not', () => {
    const info = rootFieldInfo(QUERY);
    expect([...fieldNamesSelectedAt(info, [])]).toEqual(['edges', 'nodes']);
    expect([...fieldNamesSelectedAt(info, ['edges', 'node'])]).toEqual(['id', 'comment', 'place']);
    expect([...fieldNamesSelectedAt(info, ['edges', 'node', 'place'])]).toEqual(['id', 'slug']);
    expect([...fieldNamesSelectedAt(info, ['nodes'])]).toEqual(['rating', 'place']);
    expect([...fieldNamesSelectedAt(info, ['nodes', 'place'])]).toEqual(['title']);
  });

  it('answers again from the same parsed field as the first time, each path its own', () => {
    const info = rootFieldInfo(QUERY);
    const first = fieldNamesSelectedAt(info, ['edges', 'node']);
    expect(fieldNamesSelectedAt(info, ['edges', 'node'])).toBe(first);
    expect([...fieldNamesSelectedAt(info, ['edges'])]).toEqual(['node']);
    expect([...fieldNamesSelectedAt(rootFieldInfo(QUERY.replace('comment', 'rating')), ['edges', 'node'])]).toEqual(['id', 'rating', 'place']);
  });

  it('merges the selections of a field requested twice', () => {
    const info = rootFieldInfo(`{ reviews { nodes { id } } }`);
    const twice = { ...info, fieldNodes: [...info.fieldNodes, ...rootFieldInfo(`{ reviews { nodes { comment } } }`).fieldNodes] };
    expect([...fieldNamesSelectedAt(twice, ['nodes'])]).toEqual(['id', 'comment']);
  });

  it("gathers a connection's node fields from `nodes` and from `edges { node }` alike", () => {
    expect([...nodeFieldNamesSelected(rootFieldInfo(QUERY))]).toEqual(['rating', 'place', 'id', 'comment']);
  });
});
