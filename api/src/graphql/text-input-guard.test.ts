import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  OperationTypeNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientAddress, aContactForm, SEND_CONTACT_MESSAGE } from '../modules/contact/contact.fixtures.js';
import { aReviewDraft } from '../modules/reviews/review.fixtures.js';
import { rowCounts } from '../testing/row-counts.js';
import { startTestApp, type GraphQLResponse, type TestApp } from '../testing/test-app.js';
import { testFastPaths } from '../db/test-database.js';
import { buildAppSchema } from './schema.js';
import { isMultilineText } from './text-input-guard.js';

/*
 * The text inputs come from the built schema itself (every String and ID argument and input field of every
 * query and mutation, nested ones included), so a field added later is covered without touching this file.
 */
interface TextInput {
  readonly operation: OperationTypeNode;
  readonly field: GraphQLField<unknown, unknown>;
  readonly argument: GraphQLArgument;
  /** From the argument down to the text, as `extensions.field` names it. */
  readonly path: readonly string[];
  readonly isMultiline: boolean;
}

const isRequired = (input: GraphQLArgument | GraphQLInputField) => isNonNullType(input.type) && input.defaultValue === undefined;

function textPaths(input: GraphQLArgument | GraphQLInputField, parentPath: readonly string[]): Pick<TextInput, 'path' | 'isMultiline'>[] {
  const path = [...parentPath, input.name];
  const type = getNamedType(input.type);
  if (isInputObjectType(type)) return Object.values(type.getFields()).flatMap((field) => textPaths(field, path));
  return type.name === 'String' || type.name === 'ID' ? [{ path, isMultiline: isMultilineText(input) }] : [];
}

const schema = await buildAppSchema({ fastPaths: testFastPaths() });
const textInputs: TextInput[] = [OperationTypeNode.QUERY, OperationTypeNode.MUTATION].flatMap((operation) =>
  Object.values(schema.getRootType(operation)!.getFields()).flatMap((field) =>
    field.args.flatMap((argument) => textPaths(argument, []).map((text) => ({ operation, field, argument, ...text }))),
  ),
);

const SAMPLES: Readonly<Record<string, unknown>> = { String: 'x', ID: 'x', Int: 1, Float: 1, Boolean: true, LocalDate: '2030-01-01' };

/** The least value the type accepts: its required fields only, empty lists, the first enum value. */
function leastValueOf(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.name;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(Object.values(nullable.getFields()).filter(isRequired).map((field) => [field.name, leastValueOf(field.type)]));
  }
  return SAMPLES[nullable.name];
}

/** The least value of the type with `text` at `path` (field names; a list holds that one item). */
function valueWithTextAt(type: GraphQLInputType, path: readonly string[], text: string): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [valueWithTextAt(nullable.ofType as GraphQLInputType, path, text)];
  if (!isInputObjectType(nullable)) return text;
  const [name, ...rest] = path;
  return { ...(leastValueOf(nullable) as object), [name!]: valueWithTextAt(nullable.getFields()[name!]!.type, rest, text) };
}

/** A value as a GraphQL literal: JSON's string escapes (\u0000, \n) are GraphQL's too. */
function literalOf(value: unknown, type: GraphQLInputType): string {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return `[${(value as unknown[]).map((item) => literalOf(item, nullable.ofType as GraphQLInputType)).join(' ')}]`;
  if (isEnumType(nullable)) return String(value);
  if (!isInputObjectType(nullable)) return JSON.stringify(value);
  const fields = Object.entries(value as object).map(([name, item]) => `${name}: ${literalOf(item, nullable.getFields()[name]!.type)}`);
  return `{ ${fields.join(' ')} }`;
}

/** The operation calling the input's field with `text` in it (and least values for the other required arguments), as variables or literals. */
function callWith({ operation, field, argument, path }: TextInput, text: string, form: 'variables' | 'literals') {
  const argumentsSent = field.args.filter((each) => each === argument || isRequired(each));
  const values = argumentsSent.map((each) => [each, each === argument ? valueWithTextAt(each.type, path.slice(1), text) : leastValueOf(each.type)] as const);
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  if (form === 'literals') {
    const literals = values.map(([each, value]) => `${each.name}: ${literalOf(value, each.type)}`).join(', ');
    return { query: `${operation} { ${field.name}(${literals})${selection} }` };
  }
  const definitions = argumentsSent.map((each) => `$${each.name}: ${String(each.type)}`).join(', ');
  const uses = argumentsSent.map((each) => `${each.name}: $${each.name}`).join(', ');
  return {
    query: `${operation}(${definitions}) { ${field.name}(${uses})${selection} }`,
    variables: Object.fromEntries(values.map(([each, value]) => [each.name, value])),
  };
}

const refusalOf = ({ path, isMultiline }: Pick<TextInput, 'path' | 'isMultiline'>) => ({
  message: `${path.at(-1)} must not contain control characters${isMultiline ? ' other than tabs and line breaks' : ''}.`,
  extensions: { code: 'BAD_USER_INPUT', field: path },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const ask = (body: { query: string; variables?: Record<string, unknown> }) => app.request<GraphQLResponse>('POST', '/graphql', body);

describe('control characters in text inputs', () => {
  let countsBefore: Record<string, number>;
  beforeAll(async () => {
    countsBefore = await rowCounts(app.database.dataSource);
  });

  it('finds every text input of the schema, the ones the fuzzer broke and the multi-line ones among them', () => {
    const names = textInputs.map(({ field, path }) => `${field.name}(${path.join('.')})`);
    expect(names).toEqual(
      expect.arrayContaining(['register(input.email)', 'logIn(input.email)', 'requestPasswordReset(input.email)', 'book(input.comment)', 'state(slug)', 'search(query)']),
    );
    const multiline = textInputs.filter((input) => input.isMultiline).map(({ field, path }) => `${field.name}(${path.join('.')})`);
    expect(multiline.sort()).toEqual([
      'book(input.comment)', 'postReview(input.comment)', 'sendContactMessage(input.message)',
      'updatePlace(input.description)', 'updateReview(input.comment)', 'updateTour(input.attractions)',
    ]);
  });

  it.each(textInputs.map((input) => [`${input.field.name}(${input.path.join('.')})`, input] as const))(
    'refuses a NUL in %s with a 400 naming the field, as a variable and as a literal',
    async (_name, input) => {
      for (const form of ['variables', 'literals'] as const) {
        const { status, body } = await ask(callWith(input, 'Jai\u0000pur', form));
        expect({ form, status, body }).toEqual({ form, status: 400, body: { errors: [refusalOf(input)] } });
      }
    },
  );

  const email = textInputs.find(({ field, path }) => field.name === 'register' && path.join('.') === 'input.email')!;
  const comment = textInputs.find(({ field, path }) => field.name === 'postReview' && path.join('.') === 'input.comment')!;
  const C0_C1 = ['\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\u0080', '\u0085', '\u009F'];

  it.each([...C0_C1, '\t', '\n', '\r'].map((character) => [JSON.stringify(character), character]))(
    'refuses %s in a one-line field',
    async (_name, character) => {
      expect(await ask(callWith(email, `asha${character}@example.in`, 'variables'))).toMatchObject({ status: 400, body: { errors: [refusalOf(email)] } });
    },
  );

  it.each(C0_C1.map((character) => [JSON.stringify(character), character]))('refuses %s in a multi-line field', async (_name, character) => {
    expect(await ask(callWith(comment, `Lovely${character}trip`, 'variables'))).toMatchObject({ status: 400, body: { errors: [refusalOf(comment)] } });
  });

  it('refuses a text in a fragment, under an alias, and in a list of an input', async () => {
    const inFragment = await ask({ query: 'query { ...Page } fragment Page on Query { found: state(slug: "a\\u0007b") { name } }' });
    expect(inFragment).toMatchObject({ status: 400, body: { errors: [refusalOf({ path: ['slug'], isMultiline: false })] } });
    const inList = await ask({ query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids: ['U3RhdGU6MQ==', '\u0000'] } });
    expect(inList).toMatchObject({ status: 400, body: { errors: [refusalOf({ path: ['ids'], isMultiline: false })] } });
  });

  it('stored nothing for any refused call', async () => {
    expect(await rowCounts(app.database.dataSource)).toEqual(countsBefore);
  });
});

describe('multi-line text', () => {
  const POST_REVIEW = `mutation($input: PostReviewInput!) { postReview(input: $input) { review { comment } errors { message } } }`;

  it('keeps tabs and line breaks in a review comment and a contact message', async () => {
    const text = 'Day one:\n\tAmber Fort at dawn.\r\nDay two:\tHawa Mahal.';
    const headers = { 'x-forwarded-for': aClientAddress() };
    const review = await app.graphql<{ postReview: { review: { comment: string } | null; errors: unknown[] } }>(
      POST_REVIEW, { input: aReviewDraft({ comment: text }) }, { headers },
    );
    expect(review).toEqual({ data: { postReview: { review: { comment: text }, errors: [] } } });
    const message = await app.graphql<{ sendContactMessage: { errors: unknown[] } }>(SEND_CONTACT_MESSAGE, { input: aContactForm({ message: text }) }, { headers });
    expect(message.data?.sendContactMessage.errors).toEqual([]);
    const [stored] = (await app.database.dataSource.query(`SELECT message FROM contact_messages ORDER BY id DESC LIMIT 1`)) as { message: string }[];
    expect(stored?.message).toBe(text);
  });
});
