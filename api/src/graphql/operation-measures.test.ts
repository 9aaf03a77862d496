import { getIntrospectionQuery, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { measureOperation } from './operation-measures.js';

function measure(query: string) {
  const document = parse(query);
  return measureOperation(document, getOperationAST(document)!);
}

describe('measureOperation', () => {
  it('counts aliases, directives and selections, and the depth of fields with sub-selections', () => {
    expect(measure('query Q @cached { a: item { name @skip(if: false) children(first: 2) { nodes { b: name } } } }')).toEqual({
      aliases: 2,
      directives: 2,
      depth: 3,
      selections: 5,
    });
  });

  it('expands fragments, counting their aliases, directives, depth and selections at every spread', () => {
    const measures = measure(`
      { item { ...Names @include(if: true) } again: item { ...Names } }
      fragment Names on Item { label: name @skip(if: false) ... on Item { children(first: 5) { nodes { name } } } }
    `);
    // Per spread: the alias `label`, 1 directive, depth 2 and 6 selections (the spread, label, the inline fragment, children, nodes, name).
    expect(measures).toEqual({ aliases: 2 * 1 + 1, directives: 2 * 1 + 1, depth: 3, selections: 2 * (1 + 6) });
  });

  it('counts the directives of a fragment definition at every spread of it', () => {
    expect(measure('{ item { ...F ...F } } fragment F on Item @dir { name }').directives).toBe(2);
  });

  it('measures a fragment once however often it is spread (a doubling chain stays linear)', () => {
    const chain = Array.from({ length: 40 }, (_, level) => `fragment F${level} on Item { ...F${level + 1} ...F${level + 1} }`).join('\n');
    const measures = measure(`{ item { ...F0 } } ${chain} fragment F40 on Item { alias: name }`);
    expect(measures.aliases).toBe(2 ** 40);
    expect(measures.selections).toBeGreaterThan(2 ** 41);
  });

  it('leaves introspection out of depth but counts its aliases and selections', () => {
    const introspection = measure(getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }));
    expect(introspection).toMatchObject({ aliases: 0, directives: 0, depth: 0 });
    expect(introspection.selections).toBeGreaterThan(100);
    expect(measure('{ a: __schema { types { name } } b: __type(name: "Item") { name } }')).toEqual({
      aliases: 2,
      directives: 0,
      depth: 0,
      selections: 5,
    });
  });

  it('gives the same measures for the same parsed operation, whatever was measured in between', () => {
    const document = parse('{ a: item { name } }');
    const operation = getOperationAST(document)!;
    expect(measureOperation(document, operation)).toBe(measureOperation(document, operation));
  });
});
