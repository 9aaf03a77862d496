import { buildSchema, getIntrospectionQuery, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, UNSIZED_LIST_ITEMS } from './limits.js';
import { measureOperation } from './operation-measures.js';

const schema = buildSchema(/* GraphQL */ `
  type Query {
    items(first: Int! = 6): ItemConnection!
    item: Item
  }
  type ItemConnection {
    totalCount: Int!
    nodes: [Item!]!
  }
  type Item {
    name: String!
    children(first: Int): ItemConnection!
    siblings: [Item!]!
  }
`);

function measure(query: string, variables?: Record<string, unknown>) {
  const document = parse(query);
  return measureOperation(schema, document, getOperationAST(document)!, variables);
}

describe('measureOperation', () => {
  it('counts each field 1, times the `first` of every field above it', () => {
    // inner nodes 1 + 1 = 2; children 4 × (1 + 2) = 12; outer nodes 1 + name + 12 = 14; items 3 × (1 + 14)
    expect(measure('{ items(first: 3) { nodes { name children(first: 4) { nodes { name } } } } }').cost).toBe(45);
  });

  it('counts a list without a size as UNSIZED_LIST_ITEMS items, so nested lists multiply', () => {
    // inner siblings N × (1 + name 1); outer siblings N × (1 + that); item 1 × (1 + that)
    const inner = UNSIZED_LIST_ITEMS * 2;
    expect(measure('{ item { siblings { siblings { name } } } }').cost).toBe(1 + UNSIZED_LIST_ITEMS * (1 + inner));
  });

  it("takes `first` from the request's variables, else the variable's default, else the schema's default", () => {
    const query = 'query Items($first: Int! = 2) { items(first: $first) { totalCount } }';
    expect(measure(query, { first: 50 }).cost).toBe(50 * 2);
    expect(measure(query).cost).toBe(2 * 2);
    expect(measure('{ items { totalCount } }').cost).toBe(6 * 2);
  });

  it('reads `first` as sent when another variable is missing (execution refuses the request anyway)', () => {
    expect(measure('query Items($first: Int!, $text: String!) { items(first: $first) { totalCount } }', { first: 50 }).cost).toBe(50 * 2);
  });

  it('counts the default page size for a `first` left without a value', () => {
    expect(measure('query Children($n: Int) { item { children(first: $n) { totalCount } } }').cost).toBe(1 + DEFAULT_PAGE_SIZE * 2);
  });

  it('counts a negative `first` as 1, so that it cannot cancel the cost of the fields beside it', () => {
    expect(measure('{ items(first: -1000) { totalCount } }').cost).toBe(2);
  });

  it('expands fragments, counting their aliases, directives, depth and cost at every spread', () => {
    const measures = measure(`
      { item { ...Names @include(if: true) } again: item { ...Names } }
      fragment Names on Item { label: name @skip(if: false) ... on Item { children(first: 5) { nodes { name } } } }
    `);
    // Per spread: the alias `label`, 1 directive, depth 2 and cost 16 (name 1, children 5 × (1 + 2)).
    expect(measures).toEqual({ aliases: 2 * 1 + 1, directives: 2 * 1 + 1, depth: 3, cost: 2 * (1 + 16) });
  });

  it('measures a fragment once however often it is spread (a doubling chain stays linear)', () => {
    const chain = Array.from({ length: 40 }, (_, level) => `fragment F${level} on Item { ...F${level + 1} ...F${level + 1} }`).join('\n');
    const measures = measure(`{ item { ...F0 } } ${chain} fragment F40 on Item { alias: name }`);
    expect(measures.aliases).toBe(2 ** 40);
  });

  it('leaves introspection out of depth and cost but counts its aliases', () => {
    expect(measure(getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }))).toEqual({
      aliases: 0,
      directives: 0,
      depth: 0,
      cost: 0,
    });
    expect(measure('{ a: __schema { types { name } } b: __type(name: "Item") { name } }').aliases).toBe(2);
  });
});

describe('measureOperation on a document it has measured before (Apollo Server keeps parsed documents)', () => {
  const QUERY = 'query Items($first: Int = 2, $after: String, $n: Int) { items(first: $first) { nodes { children(first: $n) { totalCount } } } }';
  // children N × (1 + 1); nodes 1 × (1 + 2N); items F × (1 + 1 + 2N)
  const costOf = (first: number, n: number) => first * (2 + 2 * n);
  function measureAgain() {
    const document = parse(QUERY);
    const operation = getOperationAST(document)!;
    return (variables?: Record<string, unknown>) => measureOperation(schema, document, operation, variables).cost;
  }

  it("measures each request by its own sizes, whatever an earlier request's were", () => {
    const measure = measureAgain();
    expect(measure({ first: 1, n: 1 })).toBe(costOf(1, 1));
    expect(measure({ first: 500, n: 1 })).toBe(costOf(500, 1));
    expect(measure({ first: 1, n: 1, after: 'WzEwXQ' })).toBe(costOf(1, 1));
    expect(measure({ first: 1, n: 30 })).toBe(costOf(1, 30));
    expect(measure({})).toBe(costOf(2, DEFAULT_PAGE_SIZE));
    // Sent as null, `first` takes the field's default (6), not the variable's (2).
    expect(measure({ first: null })).toBe(costOf(6, DEFAULT_PAGE_SIZE));
    expect(measure({ first: 500, n: 1 })).toBe(costOf(500, 1));
  });

  it('keeps no walk of variables that failed coercion: their sizes were read as sent, defaults left out', () => {
    const measure = measureAgain();
    expect(measure({ after: 5 })).toBe(costOf(6, DEFAULT_PAGE_SIZE));
    expect(measure({})).toBe(costOf(2, DEFAULT_PAGE_SIZE));
  });
});
