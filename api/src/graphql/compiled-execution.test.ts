import { describe, expect, it, vi } from 'vitest';
import { buildSchema, execute, getOperationAST, parse, type GraphQLEnumType, type GraphQLScalarType, type GraphQLSchema } from 'graphql';
import type { GatewayExecutor, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { compiledExecution, inputObjectVariables, isCompilable, variablesInLiterals } from './compiled-execution.js';

// Counts graphql-js's runs: a request the compiled function answered never reaches it.
vi.mock('graphql', async (importOriginal) => {
  const graphql = await importOriginal<typeof import('graphql')>();
  return { ...graphql, execute: vi.fn(graphql.execute) };
});

function testSchema(): GraphQLSchema {
  const schema = buildSchema(`
    input Draft { title: String, rating: Int! = 5, tone: Tone = CALM, when: Day }
    enum Tone { CALM, WARM }
    scalar Day
    type Item { id: ID! }
    type Query { echo(text: String, first: Int = 3, on: Day, draft: Draft, drafts: [Draft!]): String, items(ids: [ID!]!): [Item]! }
    type Mutation { save(text: String): String }
  `);
  // Tells a coerced value from a value as sent: parsing a Day twice would show as "day:day:".
  const day = schema.getType('Day') as GraphQLScalarType;
  day.parseValue = (value) => `day:${String(value)}`;
  (schema.getType('Tone') as GraphQLEnumType).getValue('WARM')!.value = 'warm inside';
  const query = schema.getQueryType()!.getFields();
  // Shows the arguments as the resolver gets them: a field left out and a field given null are told apart.
  query.echo!.resolve = (_root, args) => JSON.stringify(args, (_key, value: unknown) => (value === undefined ? '<undefined>' : value));
  query.items!.resolve = (_root, { ids }: { ids: string[] }) =>
    ids.map((id) => (id.startsWith('x') ? Promise.reject(new Error(`No item ${id}.`)) : { id }));
  return schema;
}

const schema = testSchema();
const compilable = (source: string) => isCompilable(getOperationAST(parse(source))!);

async function executorOf(): Promise<GatewayExecutor> {
  const { executor } = await compiledExecution(schema).load({ apollo: {} });
  return executor!;
}

/** What the executor answers (twice: the second run takes the function the first compiled), what graphql-js answers, and how often graphql-js ran for the executor. */
async function bothAnswers(source: string, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const request = { document, operation: getOperationAST(document)!, operationName: null, request: { variables }, context: {} };
  const executor = await executorOf();
  vi.mocked(execute).mockClear();
  const answer = await executor(request as unknown as GatewayGraphQLRequestContext);
  const again = await executor(request as unknown as GatewayGraphQLRequestContext);
  const interpretedRuns = vi.mocked(execute).mock.calls.length;
  const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
  return { answer: asJson(answer), again: asJson(again), expected: asJson(await execute({ schema, document, variableValues: variables })), interpretedRuns };
}

describe('isCompilable', () => {
  it('compiles reads, with variables of any type', () => {
    expect(compilable(`query($text: String, $first: Int) { echo(text: $text, first: $first) }`)).toBe(true);
    expect(compilable(`query($title: String, $ids: [ID!]!) { echo(draft: { title: $title }) items(ids: $ids) { id } }`)).toBe(true);
    expect(compilable(`query($draft: Draft) { echo(draft: $draft) }`)).toBe(true);
  });

  it('leaves mutations to graphql-js', () => {
    expect(compilable(`mutation($text: String) { save(text: $text) }`)).toBe(false);
  });
});

describe('inputObjectVariables', () => {
  it('names the variables of input-object types, in lists too', () => {
    const operation = getOperationAST(parse(`query($draft: Draft!, $drafts: [Draft!], $text: String, $on: Day) { echo(text: $text, on: $on, draft: $draft, drafts: $drafts) }`))!;
    expect(inputObjectVariables(schema, operation).map((definition) => definition.variable.name.value)).toEqual(['draft', 'drafts']);
  });
});

describe('variablesInLiterals', () => {
  it('names the variables inside literal objects and lists, not those given whole', () => {
    const document = parse(`query($title: String, $id: ID!, $text: String) { echo(text: $text, draft: { title: $title }) items(ids: [$id]) { id } }`);
    expect(variablesInLiterals(document)).toEqual(new Set(['title', 'id']));
  });
});

describe('compiledExecution answers as graphql-js does', () => {
  it.each([
    ['scalar variables, one left out', `query($text: String, $first: Int) { echo(text: $text, first: $first) }`, { first: 7 }, 0],
    ['a custom scalar variable', `query($on: Day) { echo(on: $on) }`, { on: 'monday' }, 0],
    ['an input object default through a variable', `query($draft: Draft) { echo(draft: $draft) }`, { draft: { title: 'a' } }, 0],
    ['an input object field left out of a variable', `query($draft: Draft) { echo(draft: $draft) }`, { draft: { rating: 2 } }, 0],
    ['an input object with an enum and a custom scalar', `query($draft: Draft!) { echo(draft: $draft) }`, { draft: { tone: 'WARM', when: 'monday' } }, 0],
    ['a list of input objects', `query($drafts: [Draft!]) { echo(drafts: $drafts) }`, { drafts: [{ title: 'a' }, { rating: 1, tone: 'WARM', when: null }] }, 0],
    ['an input object variable left to its default', `query($draft: Draft = { title: "d", when: "sunday" }) { echo(draft: $draft) }`, {}, 0],
    ['an input object variable left out', `query($draft: Draft, $on: Day) { echo(draft: $draft, on: $on) }`, { on: 'friday' }, 0],
    ['an input object variable that does not coerce', `query($draft: Draft) { echo(draft: $draft) }`, { draft: { rating: 'high' } }, 2],
    ['a variable left out inside a literal object', `query($title: String) { echo(draft: { title: $title }) }`, {}, 2],
    ['a variable given inside a literal object', `query($title: String) { echo(draft: { title: $title }) }`, { title: 'b' }, 0],
    ['a variable given null inside a literal object', `query($title: String) { echo(draft: { title: $title }) }`, { title: null }, 0],
    ['a literal input object with a default', `{ echo(draft: { title: "a" }) }`, {}, 0],
    ['a list whose items fail, in order', `{ items(ids: ["1", "x2", "3", "x4"]) { id } }`, {}, 2],
    ['an introspection beside an input-object variable', `query($draft: Draft) { echo(draft: $draft) __schema { types { name } } }`, { draft: {} }, 2],
    ['an introspection of a type beside an input-object variable', `query($draft: Draft) { echo(draft: $draft) __type(name: "PreCoercedVariable") { name } }`, { draft: {} }, 2],
    ['a non-null scalar variable left to its default', `query($first: Int! = 4) { echo(first: $first) }`, {}, 0],
    ['a scalar variable left to its default, another given', `query($first: Int = 4, $on: Day) { echo(first: $first, on: $on) }`, { on: 'monday' }, 0],
    ['a variable with a default given null', `query($first: Int = 4) { echo(first: $first) }`, { first: null }, 0],
    ['an enum variable left to its default inside a literal object', `query($tone: Tone = WARM) { echo(draft: { tone: $tone }) }`, {}, 0],
    ['a variable of the wrong type', `query($first: Int) { echo(first: $first) }`, { first: 'three' }, 2],
  ])('%s', async (_case, source, variables, expectedInterpretedRuns) => {
    const { answer, again, expected, interpretedRuns } = await bothAnswers(source, variables);
    expect(answer).toEqual(expected);
    expect(again).toEqual(expected);
    expect(interpretedRuns).toBe(expectedInterpretedRuns);
  });
});
