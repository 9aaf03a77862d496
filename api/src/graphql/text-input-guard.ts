import {
  BREAK,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  TypeInfo,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { Extensions } from 'type-graphql';
import { InvalidInputError } from './errors.js';
import { definitionsRunBy } from './fragments.js';

const MULTILINE_TEXT = 'multilineText';

/**
 * Marks an input field or argument as several lines of text (a textarea on the web): tab, line feed and
 * carriage return are allowed in it. Kept out of the printed schema (an extension, not a directive).
 */
export const MultilineText = () => Extensions({ [MULTILINE_TEXT]: true });

export function isMultilineText(definition: GraphQLArgument | GraphQLInputField): boolean {
  return definition.extensions[MULTILINE_TEXT] === true;
}

/*
 * C0 controls, DEL and C1 controls. PostgreSQL refuses U+0000 in text (the request failed as an internal
 * error), and none of the others belongs in a name, an email, a slug or a title: a pasted vertical tab
 * or a fuzzer's bytes are refused at the edge with the field named, before anything runs or is stored.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTER_BUT_TAB_OR_LINE_BREAK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

/** Where a value sits: its type, whether it is multi-line text, and its path from the argument down. */
interface Position {
  readonly type: GraphQLInputType;
  readonly isMultiline: boolean;
  readonly field: readonly string[];
}

function positionOf(definition: GraphQLArgument | GraphQLInputField, parentField: readonly string[]): Position {
  return { type: definition.type, isMultiline: isMultilineText(definition), field: [...parentField, definition.name] };
}

/** Where the first text in the coerced `value` that holds a control character its field does not allow sits. */
function refusedPositionIn(value: unknown, position: Position): Position | undefined {
  if (value === null || value === undefined) return undefined;
  const type = getNullableType(position.type);
  if (isListType(type)) {
    const itemPosition: Position = { ...position, type: type.ofType as GraphQLInputType };
    for (const item of value as unknown[]) {
      const refused = refusedPositionIn(item, itemPosition);
      if (refused) return refused;
    }
    return undefined;
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      const refused = refusedPositionIn((value as Record<string, unknown>)[field.name], positionOf(field, position.field));
      if (refused) return refused;
    }
    return undefined;
  }
  const forbidden = position.isMultiline ? CONTROL_CHARACTER_BUT_TAB_OR_LINE_BREAK : CONTROL_CHARACTER;
  return typeof value === 'string' && forbidden.test(value) ? position : undefined;
}

/**
 * Where the first refused text sits among the arguments of every field and directive the operation runs,
 * literals and variables alike (coerced, so nested input objects and lists are read as their types say).
 */
function refusedPosition(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  sentVariables: Record<string, unknown>,
): Position | undefined {
  const { coerced: variables } = getVariableValues(schema, operation.variableDefinitions ?? [], sentVariables, { maxErrors: 1 });
  // Variables of the wrong shape: execution refuses them in its own words.
  if (!variables) return undefined;
  const typeInfo = new TypeInfo(schema);
  let refused: Position | undefined;
  const visitor = visitWithTypeInfo(typeInfo, {
    Argument(node) {
      const argument = typeInfo.getArgument();
      if (argument) refused = refusedPositionIn(valueFromAST(node.value, argument.type, variables), positionOf(argument, []));
      return refused ? BREAK : false;
    },
  });
  for (const definition of definitionsRunBy(document, operation)) {
    visit(definition, visitor);
    if (refused) return refused;
  }
  return undefined;
}

/** Whether any string in the request's variables, at any depth, holds a control character (tab and line breaks too). */
function hasControlCharacterIn(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(hasControlCharacterIn);
}

const literalsWithControlCharacters = new WeakMap<DocumentNode, boolean>();

/** Whether a string literal of the document holds a control character; computed once per parsed document. */
function hasControlCharacterLiteral(document: DocumentNode): boolean {
  let found = literalsWithControlCharacters.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      StringValue(node) {
        if (CONTROL_CHARACTER.test(node.value)) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    });
    literalsWithControlCharacters.set(document, found);
  }
  return found;
}

function refusalOf({ field, isMultiline }: Position): InvalidInputError {
  const allowed = isMultiline ? ' other than tabs and line breaks' : '';
  return new InvalidInputError(`${field.at(-1)} must not contain control characters${allowed}.`, field);
}

/**
 * Refuses, before any resolver runs, an operation whose text inputs hold a control character (tab and line
 * breaks allowed in `@MultilineText()` fields): BAD_USER_INPUT, HTTP 400 (REST: 400), naming the field in
 * the message and as `extensions.field`, never echoing the value. It guards the REST routes too, whose
 * documents run through the same pipeline.
 */
export function textInputGuardPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          // The usual request: no control character anywhere, so no position to find. Apollo hands over the same
          // parsed document for the same text, so its literals are read once.
          if (!operation || (!hasControlCharacterIn(request.variables) && !hasControlCharacterLiteral(document))) return;
          const refused = refusedPosition(schema, document, operation, request.variables ?? {});
          if (refused) throw refusalOf(refused);
        },
      };
    },
  };
}
