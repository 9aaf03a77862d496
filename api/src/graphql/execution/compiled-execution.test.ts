import { describe, expect, it } from 'vitest';
import { ApolloServer, type GraphQLRequestContextResponseForOperation, type GraphQLRequestListener } from '@apollo/server';
import { buildSchema, execute, getOperationAST, parse, type GraphQLEnumType, type GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { compiledReadsPlugin, inputObjectVariables, isCompilable, variablesInLiterals } from './compiled-execution.js';
import type { BaseContext } from '../context.js';

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

async function listenerOf(): Promise<GraphQLRequestListener<BaseContext>> {
  const plugin = compiledReadsPlugin(schema);
  return (await plugin.requestDidStart!({} as never)) as GraphQLRequestListener<BaseContext>;
}

/** What the plugin answers, twice (the second run takes the function the first compiled), or LEFT when it leaves the request to graphql-js; and what graphql-js answers. */
const LEFT = 'left to graphql-js';
async function bothAnswers(source: string, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const operation = getOperationAST(document)!;
  const request = { document, operation, operationName: null, request: { variables }, contextValue: {} };
  const listener = await listenerOf();
  const answerOf = async () => {
    const response = await listener.responseForOperation!(request as unknown as GraphQLRequestContextResponseForOperation<BaseContext>);
    if (response === null) return LEFT;
    if (response.body.kind !== 'single') throw new Error('A compiled read answers in one piece.');
    return response.body.singleResult;
  };
  const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
  return { answer: asJson(await answerOf()), again: asJson(await answerOf()), expected: asJson(await execute({ schema, document, variableValues: variables })) };
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

describe('compiledReadsPlugin answers as graphql-js does, or leaves the request to it', () => {
  it.each([
    ['scalar variables, one left out', `query($text: String, $first: Int) { echo(text: $text, first: $first) }`, { first: 7 }, true],
    ['a custom scalar variable', `query($on: Day) { echo(on: $on) }`, { on: 'monday' }, true],
    ['an input object default through a variable', `query($draft: Draft) { echo(draft: $draft) }`, { draft: { title: 'a' } }, true],
    ['an input object field left out of a variable', `query($draft: Draft) { echo(draft: $draft) }`, { draft: { rating: 2 } }, true],
    ['an input object with an enum and a custom scalar', `query($draft: Draft!) { echo(draft: $draft) }`, { draft: { tone: 'WARM', when: 'monday' } }, true],
    ['a list of input objects', `query($drafts: [Draft!]) { echo(drafts: $drafts) }`, { drafts: [{ title: 'a' }, { rating: 1, tone: 'WARM', when: null }] }, true],
    ['an input object variable left to its default', `query($draft: Draft = { title: "d", when: "sunday" }) { echo(draft: $draft) }`, {}, true],
    ['an input object variable left out', `query($draft: Draft, $on: Day) { echo(draft: $draft, on: $on) }`, { on: 'friday' }, true],
    ['an input object variable that does not coerce', `query($draft: Draft) { echo(draft: $draft) }`, { draft: { rating: 'high' } }, false],
    ['a variable left out inside a literal object', `query($title: String) { echo(draft: { title: $title }) }`, {}, false],
    ['a variable given inside a literal object', `query($title: String) { echo(draft: { title: $title }) }`, { title: 'b' }, true],
    ['a variable given null inside a literal object', `query($title: String) { echo(draft: { title: $title }) }`, { title: null }, true],
    ['a literal input object with a default', `{ echo(draft: { title: "a" }) }`, {}, true],
    ['a list whose items fail, in order', `{ items(ids: ["1", "x2", "3", "x4"]) { id } }`, {}, false],
    ['an introspection beside an input-object variable', `query($draft: Draft) { echo(draft: $draft) __schema { types { name } } }`, { draft: {} }, false],
    ['an introspection of a type beside an input-object variable', `query($draft: Draft) { echo(draft: $draft) __type(name: "PreCoercedVariable") { name } }`, { draft: {} }, false],
    ['a non-null scalar variable left to its default', `query($first: Int! = 4) { echo(first: $first) }`, {}, true],
    ['a scalar variable left to its default, another given', `query($first: Int = 4, $on: Day) { echo(first: $first, on: $on) }`, { on: 'monday' }, true],
    ['a variable with a default given null', `query($first: Int = 4) { echo(first: $first) }`, { first: null }, true],
    ['an enum variable left to its default inside a literal object', `query($tone: Tone = WARM) { echo(draft: { tone: $tone }) }`, {}, true],
    ['a variable of the wrong type', `query($first: Int) { echo(first: $first) }`, { first: 'three' }, false],
  ])('%s', async (_case, source, variables, compiled) => {
    const { answer, again, expected } = await bothAnswers(source, variables);
    expect(answer).toEqual(compiled ? expected : LEFT);
    expect(again).toEqual(answer);
  });
});

describe('compiledReadsPlugin in Apollo Server', () => {
  it('gives every answer Apollo Server gives without it: a compiled read, a read that fails in part, a mutation', async () => {
    const plain = new ApolloServer<BaseContext>({ schema });
    const compiled = new ApolloServer<BaseContext>({ schema, plugins: [compiledReadsPlugin(schema)] });
    await Promise.all([plain.start(), compiled.start()]);
    try {
      for (const query of [`query($first: Int = 2) { echo(text: "a", first: $first) }`, `{ items(ids: ["1", "x2"]) { id } }`, `mutation { save(text: "b") }`]) {
        const [expected, answer] = await Promise.all([plain, compiled].map((server) => server.executeOperation({ query })));
        expect(answer!.body).toEqual(expected!.body);
        expect(answer!.http.status).toBe(expected!.http.status);
      }
    } finally {
      await Promise.all([plain.stop(), compiled.stop()]);
    }
  });
});
