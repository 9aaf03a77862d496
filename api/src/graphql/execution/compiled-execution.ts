import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import {
  BREAK,
  getNamedType,
  getVariableValues,
  GraphQLScalarType,
  GraphQLSchema,
  isInputObjectType,
  Kind,
  OperationTypeNode,
  typeFromAST,
  valueFromASTUntyped,
  visit,
  type DocumentNode,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { BaseContext } from '../context.js';

/** A read: a mutation is never run twice (see `compiledReadsPlugin`). */
export function isCompilable(operation: OperationDefinitionNode): boolean {
  return operation.operation === OperationTypeNode.QUERY;
}

/**
 * The variables of input-object types: graphql-jit leaves their fields' defaults out (its issue 142), so graphql-js
 * coerces them and the compiled function takes its values as they are (`PRE_COERCED`).
 */
export function inputObjectVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): readonly VariableDefinitionNode[] {
  return (operation.variableDefinitions ?? []).filter((definition) => {
    const type = typeFromAST(schema, definition.type);
    return type !== undefined && isInputObjectType(getNamedType(type));
  });
}

/** The type given, in the compiled copy of a document, to a variable graphql-js has already coerced: its value passes as it is. */
const PRE_COERCED = new GraphQLScalarType({ name: 'PreCoercedVariable', parseValue: (value) => value });

/** The document with the named variables typed `PRE_COERCED`: what graphql-jit compiles when graphql-js coerces those. */
function withPreCoercedVariables(document: DocumentNode, names: ReadonlySet<string>): DocumentNode {
  return visit(document, {
    VariableDefinition: (definition) =>
      names.has(definition.variable.name.value)
        ? { ...definition, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: PRE_COERCED.name } }, defaultValue: undefined }
        : undefined,
  });
}

/** True when the document asks for `__schema` or `__type`: what graphql-js reads from the schema it runs on. */
export function asksForSchema(document: DocumentNode): boolean {
  let asks = false;
  visit(document, {
    Field: (field) => {
      if (field.name.value === '__schema' || field.name.value === '__type') asks = true;
      return asks ? BREAK : undefined;
    },
  });
  return asks;
}

/**
 * The variables the document places inside a literal object or list: graphql-jit sends null for one of them that the
 * request leaves out, where graphql-js leaves its field out (graphql-jit issue 91); such a request is not compiled.
 */
export function variablesInLiterals(document: DocumentNode): ReadonlySet<string> {
  const names = new Set<string>();
  visit(document, {
    Argument(argument) {
      if (argument.value.kind === Kind.OBJECT || argument.value.kind === Kind.LIST) {
        visit(argument.value, { Variable: (variable) => void names.add(variable.name.value) });
      }
      return false;
    },
  });
  return names;
}

/**
 * The defaults of the operation's variables other than input objects' (`inputObjectVariables`, which graphql-js
 * coerces with theirs), as a client would send them: graphql-jit refuses a left-out `Boolean! = false` as "not
 * provided" (the spec gives it its default), and every such request ran twice, the second time interpreted.
 */
function scalarVariableDefaults(
  operation: OperationDefinitionNode,
  inputObjectDefinitions: readonly VariableDefinitionNode[],
): readonly (readonly [string, unknown])[] {
  const inputObjects = new Set(inputObjectDefinitions);
  return (operation.variableDefinitions ?? [])
    .filter((definition) => definition.defaultValue !== undefined && !inputObjects.has(definition))
    .map((definition) => [definition.variable.name.value, valueFromASTUntyped(definition.defaultValue!)] as const);
}

/** The variables with the default of each one the request leaves out (an explicit null stays null, as in graphql-js). */
function withDefaults(variables: Record<string, unknown>, defaults: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const missing = defaults.filter(([name]) => !Object.hasOwn(variables, name));
  return missing.length === 0 ? variables : { ...Object.fromEntries(missing), ...variables };
}

/** How an operation runs: its compiled function, or graphql-js's walk of the document. */
type Execution =
  | {
      readonly compiled: CompiledQuery;
      readonly variableDefaults: readonly (readonly [string, unknown])[];
      readonly variablesInLiterals: ReadonlySet<string>;
      /** Coerced by graphql-js before the compiled function runs. */
      readonly inputObjectVariables: readonly VariableDefinitionNode[];
    }
  | 'interpreted';

const givesEvery = (variables: Record<string, unknown>, names: ReadonlySet<string>) => [...names].every((name) => Object.hasOwn(variables, name));

/**
 * Answers a read with a function compiled for its document (graphql-jit) instead of walking the document on every
 * request as graphql-js does (W3, Node CPU per request: 0.64 to 0.55 ms). Apollo runs graphql-js on the rest, as it
 * would without this plugin: mutations, requests that graphql-jit would coerce otherwise (`variablesInLiterals`), and
 * every read whose compiled run met an error, run again so that a failure is answered exactly as graphql-js answers it
 * (graphql-jit drops the failed items of a list, and reports errors its own way). A read has no effect to repeat; the
 * request's loaders keep what it read. Input-object variables are coerced by graphql-js, and the compiled function
 * takes them as they are (`inputObjectVariables`).
 *
 * Apollo's `responseForOperation` hook takes over after parsing, validation and the other plugins' checks; a read it
 * answers skips the plugins' execution hooks, which only mutations use (own-writes.ts). Not Apollo's
 * gateway interface, the other way in: for a gateway, Apollo builds each request an object literal with a getter,
 * and V8 kept every such object, with the whole request it reached, until the next full collection (issue 13: 2.6 MB
 * promoted per young collection on `{ __typename }`). Apollo keeps each document it parsed, so a document object is a
 * query sent before; what was compiled for it is kept with it, and dropped with it.
 */
export function compiledReadsPlugin(schema: GraphQLSchema): ApolloServerPlugin<BaseContext> {
  // The same types, resolvers included, and the one graphql-jit reads a pre-coerced variable's type from. It is not the
  // schema clients see: a document compiled against it must not introspect (`asksForSchema`).
  const schemaConfig = schema.toConfig();
  const compilingSchema = new GraphQLSchema({ ...schemaConfig, types: [...schemaConfig.types, PRE_COERCED] });
  const compile = (document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null): Execution => {
    if (!isCompilable(operation)) return 'interpreted';
    const preCoerced = inputObjectVariables(schema, operation);
    if (preCoerced.length > 0 && asksForSchema(document)) return 'interpreted';
    const preCoercedNames = new Set(preCoerced.map((definition) => definition.variable.name.value));
    const compiled =
      preCoerced.length === 0
        ? compileQuery(schema, document, operationName ?? undefined)
        : compileQuery(compilingSchema, withPreCoercedVariables(document, preCoercedNames), operationName ?? undefined);
    if (!isCompiledQuery(compiled)) return 'interpreted';
    return { compiled, variableDefaults: scalarVariableDefaults(operation, preCoerced), variablesInLiterals: variablesInLiterals(document), inputObjectVariables: preCoerced };
  };
  const executionsByDocument = new WeakMap<DocumentNode, Map<string, Execution>>();
  const executionOf = (document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null): Execution => {
    let byOperation = executionsByDocument.get(document);
    if (byOperation === undefined) executionsByDocument.set(document, (byOperation = new Map()));
    let execution = byOperation.get(operationName ?? '');
    if (execution === undefined) byOperation.set(operationName ?? '', (execution = compile(document, operation, operationName)));
    return execution;
  };
  /**
   * The variables the compiled function takes: those of input-object types as graphql-js coerces them. Undefined when
   * graphql-js must run the request: a variable placed in a literal left out, or a variable that does not coerce.
   */
  const compiledVariablesOf = (execution: Exclude<Execution, 'interpreted'>, sent: Record<string, unknown>) => {
    const variables = withDefaults(sent, execution.variableDefaults);
    if (!givesEvery(variables, execution.variablesInLiterals)) return undefined;
    if (execution.inputObjectVariables.length === 0) return variables;
    const { coerced } = getVariableValues(schema, execution.inputObjectVariables, variables, { maxErrors: 1 });
    return coerced && { ...variables, ...coerced };
  };
  // The same listener for every request: it keeps nothing of one.
  const answerCompiledReads: GraphQLRequestListener<BaseContext> = {
    async responseForOperation({ document, operation, operationName, request, contextValue }) {
      const execution = executionOf(document, operation, operationName);
      if (execution === 'interpreted') return null;
      const variables = compiledVariablesOf(execution, request.variables ?? {});
      if (variables === undefined) return null;
      const result = await execution.compiled.query(undefined, contextValue, variables);
      if (result.errors?.length) return null;
      return { http: { headers: new HeaderMap() }, body: { kind: 'single', singleResult: result } };
    },
  };
  return { requestDidStart: async () => answerCompiledReads };
}
