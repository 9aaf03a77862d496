import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  Lexer,
  parse,
  print,
  typeFromAST,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type GraphQLResponse, type TestApp } from '../testing/test-app.js';
import {
  MAX_PAGE_SIZE,
  MAX_QUERY_ALIASES,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_QUERY_DIRECTIVES,
  MAX_QUERY_SELECTIONS,
  MAX_QUERY_TOKENS,
  QUERY_LIMITS,
} from './limits.js';
import { fragmentsByName } from './fragments.js';
import { measureOperation } from './operation-measures.js';
import { costOf } from './query-cost.js';
import { countTokens } from './query-limits.js';
import { testFastPaths } from '../db/test-database.js';
import { buildAppSchema } from './schema.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Posts the query; returns the HTTP status, the answer and how many SQL statements it ran. */
async function ask(query: string, variables?: Record<string, unknown>) {
  app.queries.reset();
  const { status, body } = await app.request<GraphQLResponse<Record<string, unknown>>>('POST', '/graphql', { query, variables });
  return { status, ...body, statements: app.queries.count };
}

async function expectAnswered(query: string) {
  const { status, data, errors } = await ask(query);
  expect(errors).toBeUndefined();
  expect(status).toBe(200);
  // Resolved, root fields and all: by its data, since a list kept in memory may cost no statement.
  expect(Object.keys(data ?? {}).length).toBeGreaterThan(0);
}

async function expectRefused(query: string, message: string) {
  const { status, data, errors, statements } = await ask(query);
  expect(errors).toEqual([{ message, extensions: { code: 'QUERY_TOO_COMPLEX' } }]);
  expect(status).toBe(400);
  expect(data).toBeUndefined();
  expect(statements).toBe(0);
}

const aliasedStates = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: states(first: 1) { totalCount }`).join(' ')} }`;
// `{ states ( first : 1 ) { totalCount nodes { name } } }` is 15 tokens; each repeated field one more. Split
// between two selection sets: graphql-js gives up comparing ~1,000 repeats of a field in one set.
function statesOfTokens(count: number) {
  const repeats = count - 15;
  const half = Math.floor(repeats / 2);
  return `{ states(first: 1) { totalCount ${'totalCount '.repeat(half)}nodes { name ${'name '.repeat(repeats - half)}} } }`;
}
// Depth 2 (states, nodes) plus 2 per `places { state {`: an odd depth ends in `places { title }`.
/** Deep but cheap: one state, then its tour, the tour's state, its tour… (objects, not lists). */
function nestedStates(depth: number) {
  const pairs = Math.floor((depth - 2) / 2);
  const inner = depth % 2 ? 'places { title }' : 'name';
  return `{ states(first: 1) { nodes { ${'tour { state { '.repeat(pairs)}${inner}${' } }'.repeat(pairs)} } } }`;
}
// 100 × (places 1 + nodes 1 + one per `id`): MAX_QUERY_COST at MAX_QUERY_COST / 100 - 2 ids.
const placesCosting = (cost: number) => `{ places(first: ${MAX_PAGE_SIZE}) { nodes { ${'id '.repeat(cost / MAX_PAGE_SIZE - 2)}} } }`;

describe('query limits', () => {
  it('refuses 200 aliased root fields before any resolver runs (the document is over the token limit)', async () => {
    await expectRefused(aliasedStates(200), `The query has more than ${MAX_QUERY_TOKENS} tokens; at most ${MAX_QUERY_TOKENS} are allowed.`);
  });

  it(`answers ${MAX_QUERY_ALIASES} aliases and refuses one more`, async () => {
    await expectAnswered(aliasedStates(MAX_QUERY_ALIASES));
    await expectRefused(
      aliasedStates(MAX_QUERY_ALIASES + 1),
      `The query uses ${MAX_QUERY_ALIASES + 1} aliases; at most ${MAX_QUERY_ALIASES} are allowed.`,
    );
  });

  it(`answers ${MAX_QUERY_DIRECTIVES} directives and refuses one more`, async () => {
    const withDirectives = (count: number) => `{ states(first: 1) { ${'totalCount @include(if: true) '.repeat(count)}} }`;
    await expectAnswered(withDirectives(MAX_QUERY_DIRECTIVES));
    await expectRefused(
      withDirectives(MAX_QUERY_DIRECTIVES + 1),
      `The query uses ${MAX_QUERY_DIRECTIVES + 1} directives; at most ${MAX_QUERY_DIRECTIVES} are allowed.`,
    );
  });

  it(`answers ${MAX_QUERY_TOKENS} tokens and refuses one more`, async () => {
    await expectAnswered(statesOfTokens(MAX_QUERY_TOKENS));
    await expectRefused(
      statesOfTokens(MAX_QUERY_TOKENS + 1),
      `The query has more than ${MAX_QUERY_TOKENS} tokens; at most ${MAX_QUERY_TOKENS} are allowed.`,
    );
  });

  it('stops reading an oversized document at the token limit, before the parser sees it', async () => {
    const advance = vi.spyOn(Lexer.prototype, 'advance');
    // ~96 KB of tokens (the body limit is 100 KB), then a syntax error the parser would have reported had it run.
    const { errors } = await ask(`${statesOfTokens(12_000)} "unterminated`);
    const tokensRead = advance.mock.calls.length;
    advance.mockRestore();
    expect(errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(tokensRead).toBeLessThanOrEqual(MAX_QUERY_TOKENS + 1);
  });

  it(`answers a query ${MAX_QUERY_DEPTH} levels deep and refuses one deeper`, async () => {
    await expectAnswered(nestedStates(MAX_QUERY_DEPTH));
    await expectRefused(
      nestedStates(MAX_QUERY_DEPTH + 1),
      `The query is nested ${MAX_QUERY_DEPTH + 1} levels deep; at most ${MAX_QUERY_DEPTH} are allowed.`,
    );
  });

  it(`answers a query costing ${MAX_QUERY_COST} and refuses one field more (counted ${MAX_PAGE_SIZE} times)`, async () => {
    await expectAnswered(placesCosting(MAX_QUERY_COST));
    const over = MAX_QUERY_COST + MAX_PAGE_SIZE;
    await expectRefused(
      placesCosting(over),
      `The query costs ${over} (each field 1, times the size of each list above it); at most ${MAX_QUERY_COST} is allowed.`,
    );
  });

  it("answers GraphiQL's introspection query (its docs explorer)", async () => {
    // What @graphiql/react 0.39 (GraphiQL 5.4) sends, with both of its options on.
    const { errors, data } = await ask(getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }));
    expect(errors).toBeUndefined();
    expect((data?.__schema as { types: unknown[] }).types.length).toBeGreaterThan(20);
  });

  it('refuses introspection that nests its lists to fan out (left out of depth and cost, so graphql-js must catch it)', async () => {
    const nested = '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
    const { status, data, errors } = await ask(nested);
    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toBe('Maximum introspection depth exceeded');
  });

  it('counts lists without a page size, so nested lists cannot fan out at the cost of a few fields', async () => {
    const fanOut = '{ search(query: "a") { places { state { places { state { places { state { places { title } } } } } } } } }';
    const { status, errors, statements } = await ask(fanOut);
    expect(status).toBe(400);
    expect(errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX' });
    expect(errors?.[0]?.message).toMatch(/^The query costs \d+ .*; at most 20000 is allowed\.$/);
    expect(statements).toBe(0);
  });

  it('keeps suggesting field names to developers', async () => {
    const { errors } = await ask('{ states(first: 1) { nodes { nam } } }');
    expect(errors?.[0]?.message).toBe('Cannot query field "nam" on type "State". Did you mean "name"?');
  });

  it('leaves out of the cost what `@skip` and `@include` leave out', async () => {
    // Skipped, the places would cost 100 × (1 + 1 + 400): twice the limit.
    const skipped = `places(first: ${MAX_PAGE_SIZE}) @skip(if: true) { nodes { ${'id '.repeat(400)}} }`;
    expect(MAX_PAGE_SIZE * (2 + 400)).toBeGreaterThan(MAX_QUERY_COST);
    await expectAnswered(`{ ${skipped} states(first: 1) { totalCount } }`);
  });

  it('refuses, before the cost, an operation making more selections than the limit once its fragments are expanded', async () => {
    // 2^12 spreads of the last fragment, each of one field: a short text, a long walk. States, nodes and the spread
    // of F0, the spreads of F1 … F12 (2 + 4 + … + 2^12), then 2^12 names.
    const chain = Array.from({ length: 12 }, (_, level) => `fragment F${level} on State { ...F${level + 1} ...F${level + 1} }`).join(' ');
    const { status, errors, statements } = await ask(`{ states(first: 1) { nodes { ...F0 } } } ${chain} fragment F12 on State { name }`);
    expect(errors).toEqual([
      {
        message: `The query makes ${3 + (2 ** 13 - 2) + 2 ** 12} selections once its fragments are expanded; at most ${MAX_QUERY_SELECTIONS} are allowed.`,
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
    expect(status).toBe(400);
    expect(statements).toBe(0);
  });

  it('answers variables that fail coercion in their own words (BAD_USER_INPUT) rather than costing the query', async () => {
    const { status, errors, statements } = await ask('query Places($first: Int!) { places(first: $first) { nodes { id id2: id } } }', { first: 'all' });
    expect(errors?.map(({ extensions }) => extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(errors?.[0]?.message).toMatch(/^Variable "\$first" got an invalid value/);
    expect(status).toBe(400);
    expect(statements).toBe(0);
  });

  it('refuses a page size sent as null (the argument is `Int! = 20`) as the client\'s mistake, before any resolver runs', async () => {
    const { status, data, errors, statements } = await ask('query States($first: Int) { states(first: $first) { totalCount } }', { first: null });
    expect(errors).toEqual([{ message: 'Argument "first" of non-null type "Int!" must not be null.', extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(statements).toBe(0);
  });

  it('lets the REST routes run their documents', async () => {
    const { status, body } = await app.request('GET', '/api/getState');
    expect(status).toBe(200);
    expect(body).toHaveLength(36);
  });
});

const webSourceDir = path.resolve(import.meta.dirname, '../../../web/src');

function webDefinitions(): DefinitionNode[] {
  const files = readdirSync(webSourceDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  return files.flatMap((file) => parse(readFileSync(path.join(webSourceDir, file), 'utf8')).definitions);
}

function spreadFragments(
  node: OperationDefinitionNode | FragmentDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  found = new Set<string>(),
): Set<string> {
  visit(node, {
    FragmentSpread({ name }) {
      if (found.has(name.value)) return;
      found.add(name.value);
      spreadFragments(fragments.get(name.value)!, fragments, found);
    },
  });
  return found;
}

/** The document Apollo Client sends: the operation, the fragments it spreads, `__typename` in every selection set below the root. */
function sentDocument(operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): DocumentNode {
  const spread = [...spreadFragments(operation, fragments)].map((name) => fragments.get(name)!);
  return visit({ kind: Kind.DOCUMENT, definitions: [operation, ...spread] } satisfies DocumentNode, {
    SelectionSet(node, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/**
 * A value the variable's type accepts, at its costliest: every Int (a page size among them) the largest page the
 * server gives, every condition true; an input object with its required fields.
 */
function standIn(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return standIn(type.ofType);
  if (isListType(type)) return [standIn(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(required.map((field) => [field.name, standIn(field.type)]));
  }
  const scalars: Record<string, unknown> = { Int: MAX_PAGE_SIZE, Float: MAX_PAGE_SIZE, Boolean: true, LocalDate: '2030-01-01', DateTimeISO: '2030-01-01T00:00:00Z' };
  return scalars[type.name] ?? 'a';
}

describe('the web client', () => {
  const definitions = webDefinitions();
  const operations = definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const fragments = fragmentsByName(definitions);
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema({ fastPaths: testFastPaths() });
  });

  it.each(operations.map((operation) => [operation.name?.value ?? 'anonymous', operation] as const))(
    '%s stays within every query limit, at the largest page the server gives',
    (_name, operation) => {
      const document = sentDocument(operation, fragments);
      const sentOperation = getOperationAST(document)!;
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, standIn(typeFromAST(schema, definition.type) as GraphQLInputType)]),
      );
      const measures = measureOperation(document, sentOperation);
      const cost = costOf(schema, document, sentOperation, variables);
      expect(countTokens(print(document), QUERY_LIMITS.maxTokens)).toBeLessThanOrEqual(QUERY_LIMITS.maxTokens);
      expect(measures.aliases).toBeLessThanOrEqual(QUERY_LIMITS.maxAliases);
      expect(measures.directives).toBeLessThanOrEqual(QUERY_LIMITS.maxDirectives);
      expect(measures.depth).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth);
      expect(measures.selections).toBeLessThanOrEqual(QUERY_LIMITS.maxSelections);
      expect(cost, 'the stand-in variables coerce').toBeDefined();
      expect(cost).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    },
  );
});
