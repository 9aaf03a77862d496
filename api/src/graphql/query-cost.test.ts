import { buildSchema, getIntrospectionQuery, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from './errors.js';
import { DEFAULT_PAGE_SIZE, UNSIZED_LIST_ITEMS } from './limits.js';
import { costOf } from './query-cost.js';

const schema = buildSchema(/* GraphQL */ `
  type Query {
    items(first: Int! = 6): ItemConnection!
    item: Item
    nodes(ids: [ID!]!): [Node]!
  }
  interface Node {
    id: ID!
  }
  type ItemConnection {
    totalCount: Int!
    nodes: [Item!]!
  }
  type Item implements Node {
    id: ID!
    name: String!
    children(first: Int): ItemConnection!
    siblings: [Item!]!
  }
  type Other implements Node {
    id: ID!
    label: String!
  }
`);

function cost(query: string, variables?: Record<string, unknown>) {
  const document = parse(query);
  return costOf(schema, document, getOperationAST(document)!, variables);
}

describe('costOf', () => {
  it('counts each field 1, times the `first` of every field above it', () => {
    // inner nodes 1 + 1 = 2; children 4 × (1 + 2) = 12; outer nodes 1 + name + 12 = 14; items 3 × (1 + 14)
    expect(cost('{ items(first: 3) { nodes { name children(first: 4) { nodes { name } } } } }')).toBe(45);
  });

  it('counts a list without a size as UNSIZED_LIST_ITEMS items, so nested lists multiply', () => {
    // inner siblings N × (1 + name 1); outer siblings N × (1 + that); item 1 × (1 + that)
    const inner = UNSIZED_LIST_ITEMS * 2;
    expect(cost('{ item { siblings { siblings { name } } } }')).toBe(1 + UNSIZED_LIST_ITEMS * (1 + inner));
  });

  it('counts as many items as `ids` are given', () => {
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3 * 2);
  });

  it("takes `first` from the request's variables, else the variable's default, else the schema's default", () => {
    const query = 'query Items($first: Int! = 2) { items(first: $first) { totalCount } }';
    expect(cost(query, { first: 50 })).toBe(50 * 2);
    expect(cost(query)).toBe(2 * 2);
    expect(cost('{ items { totalCount } }')).toBe(6 * 2);
  });

  it('counts the default page size for a `first` left without a value', () => {
    expect(cost('query Children($n: Int) { item { children(first: $n) { totalCount } } }')).toBe(1 + DEFAULT_PAGE_SIZE * 2);
  });

  it('counts a negative `first` as 1, so that it cannot cancel the cost of the fields beside it', () => {
    expect(cost('{ items(first: -1000) { totalCount } }')).toBe(2);
  });

  it('counts a fragment at every spread', () => {
    expect(cost('{ item { ...Names } again: item { ...Names } } fragment Names on Item { name children(first: 5) { totalCount } }')).toBe(
      2 * (1 + 1 + 5 * 2),
    );
  });

  it('leaves out what `@skip` and `@include` leave out, by literal or variable', () => {
    const query = 'query Q($all: Boolean!) { item { name children(first: 50) @include(if: $all) { totalCount } siblings @skip(if: true) { name } } }';
    expect(cost(query, { all: false })).toBe(2);
    expect(cost(query, { all: true })).toBe(2 + 50 * 2);
  });

  it('costs a selection on an interface as its costliest possible type, not the sum of its fragments', () => {
    const query = '{ nodes(ids: ["a"]) { id ... on Item { name children(first: 10) { totalCount } } ... on Other { label } } }';
    // Item: id 1 + name 1 + children 10 × 2 = 22; Other: id 1 + label 1 = 2.
    expect(cost(query)).toBe(1 + 22);
  });

  it('leaves introspection out', () => {
    expect(cost(getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }))).toBe(0);
    expect(cost('{ item { __typename name } }')).toBe(2);
  });

  it('gives no cost for variables that fail coercion: execution refuses them in its own words', () => {
    expect(cost('query Items($first: Int!, $text: String!) { items(first: $first) { totalCount } }', { first: 50 })).toBeUndefined();
    expect(cost('query Items($first: Int) { items(first: $first) { totalCount } }', { first: 'many' })).toBeUndefined();
  });

  it('refuses, as the client\'s mistake, null sent for an argument that takes no null (`first: Int! = 6`)', () => {
    const query = 'query Items($first: Int) { items(first: $first) { totalCount } }';
    expect(() => cost(query, { first: null })).toThrow(new InvalidInputError('Argument "first" of non-null type "Int!" must not be null.'));
    expect(cost(query, {})).toBe(6 * 2);
  });

  it('refuses null sent for the condition of `@include` (`if: Boolean!`, the variable defaulting to true) as the client\'s mistake', () => {
    const query = 'query Q($all: Boolean = true) { item { name @include(if: $all) } }';
    expect(() => cost(query, { all: null })).toThrow(new InvalidInputError('Argument "if" of non-null type "Boolean!" must not be null.'));
  });
});

describe('costOf a document it has costed before (Apollo Server keeps parsed documents)', () => {
  const QUERY =
    'query Items($first: Int = 2, $after: String, $n: Int, $text: String) { items(first: $first) { nodes { children(first: $n) { totalCount } } } }';
  // children N × (1 + 1); nodes 1 × (1 + 2N); items F × (1 + 1 + 2N)
  const costOfPage = (first: number, n: number) => first * (2 + 2 * n);
  function costAgain() {
    const document = parse(QUERY);
    const operation = getOperationAST(document)!;
    return (variables?: Record<string, unknown>) => costOf(schema, document, operation, variables);
  }

  it("costs each request by its own sizes, whatever an earlier request's were", () => {
    const costed = costAgain();
    expect(costed({ first: 1, n: 1 })).toBe(costOfPage(1, 1));
    expect(costed({ first: 500, n: 1 })).toBe(costOfPage(500, 1));
    expect(costed({ first: 1, n: 1, after: 'WzEwXQ' })).toBe(costOfPage(1, 1));
    expect(costed({ first: 1, n: 30 })).toBe(costOfPage(1, 30));
    expect(costed({})).toBe(costOfPage(2, DEFAULT_PAGE_SIZE));
    expect(costed({ first: 500, n: 1 })).toBe(costOfPage(500, 1));
  });

  it('costs each request by its own conditions and `ids`, whatever an earlier request\'s were', () => {
    const document = parse('query Q($all: Boolean!, $a: ID!, $b: ID!) { nodes(ids: [$a, $b]) { id } item @include(if: $all) { name } }');
    const costed = (variables: Record<string, unknown>) => costOf(schema, document, getOperationAST(document)!, variables);
    expect(costed({ all: false, a: '1', b: '2' })).toBe(2 * 2);
    expect(costed({ all: true, a: '1', b: '2' })).toBe(2 * 2 + 2);
    expect(costed({ all: false, a: '1', b: '2' })).toBe(2 * 2);
  });

  it('refuses null for `first` (`Int! = 6`) after the same document was costed with a value', () => {
    const costed = costAgain();
    expect(costed({ first: 3 })).toBe(costOfPage(3, DEFAULT_PAGE_SIZE));
    expect(() => costed({ first: null })).toThrow('Argument "first" of non-null type "Int!" must not be null.');
  });

  it('gives no cost for variables that fail coercion after the same document was costed', () => {
    const costed = costAgain();
    expect(costed({})).toBe(costOfPage(2, DEFAULT_PAGE_SIZE));
    expect(costed({ after: 5 })).toBeUndefined();
  });
});
