import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getNamedType,
  isInputObjectType,
  Kind,
  OperationTypeNode,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * True when graphql-jit coerces the operation's variables as graphql-js (and the GraphQL spec) does, given those that
 * sit inside a literal object or list (`variablesInLiterals`). It is a read: a mutation is never run twice (see
 * `compiledExecution`). No variable is an input object, whose fields' defaults graphql-jit leaves out (its issue 142).
 */
export function isCompilable(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  if (operation.operation !== OperationTypeNode.QUERY) return false;
  return (operation.variableDefinitions ?? []).every((definition) => {
    const type = typeFromAST(schema, definition.type);
    return type !== undefined && !isInputObjectType(getNamedType(type));
  });
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

/** How an operation runs: its compiled function, or graphql-js's walk of the document. */
type Execution = { readonly compiled: CompiledQuery; readonly variablesInLiterals: ReadonlySet<string> } | 'interpreted';

const givesEvery = (variables: Record<string, unknown>, names: ReadonlySet<string>) => [...names].every((name) => Object.hasOwn(variables, name));

/**
 * Runs a read with a function compiled for its document (graphql-jit) instead of walking the document on every request
 * as graphql-js does (W3, Node CPU per request: 0.64 to 0.55 ms). graphql-js runs the rest: mutations, reads that
 * graphql-jit would coerce otherwise (`isCompilable`, `variablesInLiterals`), and every read whose compiled run met an
 * error, run again so that a failure is answered exactly as graphql-js answers it (graphql-jit drops the failed items
 * of a list, and reports errors its own way). A read has no effect to repeat; the request's loaders keep what it read.
 *
 * Apollo's gateway interface is its one place to hand over execution: parsing, validation, plugins and error
 * formatting stay Apollo's. Apollo keeps each document it parsed, so a document object is a query sent before; what
 * was compiled for it is kept with it, and dropped with it.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const executionsByDocument = new WeakMap<DocumentNode, Map<string, Execution>>();
  const executionOf = (document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null): Execution => {
    let byOperation = executionsByDocument.get(document);
    if (byOperation === undefined) executionsByDocument.set(document, (byOperation = new Map()));
    let execution = byOperation.get(operationName ?? '');
    if (execution === undefined) {
      const compiled = isCompilable(schema, operation) ? compileQuery(schema, document, operationName ?? undefined) : undefined;
      execution = compiled && isCompiledQuery(compiled) ? { compiled, variablesInLiterals: variablesInLiterals(document) } : 'interpreted';
      byOperation.set(operationName ?? '', execution);
    }
    return execution;
  };
  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context }) => {
    const execution = executionOf(document, operation, operationName);
    const variables = request.variables ?? {};
    if (execution !== 'interpreted' && givesEvery(variables, execution.variablesInLiterals)) {
      const result = await execution.compiled.query(undefined, context, variables);
      if (!result.errors?.length) return result;
    }
    return execute({ schema, document, operationName, contextValue: context, variableValues: request.variables });
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    load: () => Promise.resolve({ executor }),
    stop: () => Promise.resolve(),
  };
}
