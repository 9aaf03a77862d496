import { describe, expect, it } from 'vitest';
import { buildSchema, execute, getOperationAST, parse, type GraphQLSchema } from 'graphql';
import type { GatewayExecutor, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { compiledExecution, isCompilable, variablesInLiterals } from './compiled-execution.js';

function testSchema(): GraphQLSchema {
  const schema = buildSchema(`
    input Draft { title: String, rating: Int! = 5 }
    type Item { id: ID! }
    type Query { echo(text: String, first: Int = 3, draft: Draft): String, items(ids: [ID!]!): [Item]! }
    type Mutation { save(text: String): String }
  `);
  const query = schema.getQueryType()!.getFields();
  // Shows the arguments as the resolver gets them: a field left out and a field given null are told apart.
  query.echo!.resolve = (_root, args) => JSON.stringify(args, (_key, value: unknown) => (value === undefined ? '<undefined>' : value));
  query.items!.resolve = (_root, { ids }: { ids: string[] }) =>
    ids.map((id) => (id.startsWith('x') ? Promise.reject(new Error(`No item ${id}.`)) : { id }));
  return schema;
}

const schema = testSchema();
const compilable = (source: string) => isCompilable(schema, getOperationAST(parse(source))!);

async function executorOf(): Promise<GatewayExecutor> {
  const { executor } = await compiledExecution(schema).load({ apollo: {} });
  return executor!;
}

/** What the executor answers and what graphql-js answers for the same request. */
async function bothAnswers(source: string, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const request = { document, operation: getOperationAST(document)!, operationName: null, request: { variables }, context: {} };
  const executor = await executorOf();
  const answer = await executor(request as unknown as GatewayGraphQLRequestContext);
  // Twice: the second run takes the function compiled by the first.
  const again = await executor(request as unknown as GatewayGraphQLRequestContext);
  return { answer: JSON.parse(JSON.stringify(answer)), again: JSON.parse(JSON.stringify(again)), expected: JSON.parse(JSON.stringify(await execute({ schema, document, variableValues: variables }))) };
}

describe('isCompilable', () => {
  it('compiles a read whose variables are scalars or lists of them', () => {
    expect(compilable(`query($text: String, $first: Int) { echo(text: $text, first: $first) }`)).toBe(true);
    expect(compilable(`query($title: String, $ids: [ID!]!) { echo(draft: { title: $title }) items(ids: $ids) { id } }`)).toBe(true);
  });

  it('leaves to graphql-js a mutation and a read with an input-object variable', () => {
    expect(compilable(`mutation($text: String) { save(text: $text) }`)).toBe(false);
    expect(compilable(`query($draft: Draft) { echo(draft: $draft) }`)).toBe(false);
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
    ['scalar variables, one left out', `query($text: String, $first: Int) { echo(text: $text, first: $first) }`, { first: 7 }],
    ['an input object default through a variable', `query($draft: Draft) { echo(draft: $draft) }`, { draft: { title: 'a' } }],
    ['an input object field left out of a variable', `query($draft: Draft) { echo(draft: $draft) }`, { draft: { rating: 2 } }],
    ['a variable left out inside a literal object', `query($title: String) { echo(draft: { title: $title }) }`, {}],
    ['a variable given inside a literal object', `query($title: String) { echo(draft: { title: $title }) }`, { title: 'b' }],
    ['a variable given null inside a literal object', `query($title: String) { echo(draft: { title: $title }) }`, { title: null }],
    ['a literal input object with a default', `{ echo(draft: { title: "a" }) }`, {}],
    ['a list whose items fail, in order', `{ items(ids: ["1", "x2", "3", "x4"]) { id } }`, {}],
    ['a variable of the wrong type', `query($first: Int) { echo(first: $first) }`, { first: 'three' }],
  ])('%s', async (_case, source, variables) => {
    const { answer, again, expected } = await bothAnswers(source, variables);
    expect(answer).toEqual(expected);
    expect(again).toEqual(expected);
  });
});
