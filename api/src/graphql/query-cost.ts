import {
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLError,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { InvalidInputError } from './errors.js';
import { selectionsRunBy } from './fragments.js';
import { DEFAULT_PAGE_SIZE, UNSIZED_LIST_ITEMS } from './limits.js';

/** The arguments that say how many items a field returns: a page size, or the ids asked for. */
const SIZE_ARGUMENTS = new Set(['first', 'perPage', 'ids']);
/** The directives whose condition decides whether a selection runs, so whether graphql-query-complexity counts it. */
const CONDITIONS = new Set(['skip', 'include']);

function sizeArgumentOf(field: GraphQLField<unknown, unknown>) {
  return field.args.find((argument) => SIZE_ARGUMENTS.has(argument.name));
}

/**
 * How many items the field says it returns, from its coerced arguments: its `first` or `perPage` (the default
 * page size when it has no value), or how many `ids` it is given. Undefined for a field without such an argument.
 */
function requestedSize(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number | undefined {
  const sizeArgument = sizeArgumentOf(field);
  if (!sizeArgument) return undefined;
  const size = args[sizeArgument.name];
  if (Array.isArray(size)) return Math.max(1, size.length);
  // At least 1: a negative `first` (refused only when its resolver runs) must not cancel the cost of its siblings.
  return typeof size === 'number' ? Math.max(1, size) : DEFAULT_PAGE_SIZE;
}

/** The types a sized field returns as one object (a connection, a page of reviews): their own lists are the page. */
function pageTypesOf(schema: GraphQLSchema): Set<string> {
  const pageTypes = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (sizeArgumentOf(field) && !isListType(getNullableType(field.type))) pageTypes.add(getNamedType(field.type).name);
    }
  }
  return pageTypes;
}

/**
 * Items per parent, times the field and what it selects. A sized field counts its size. A page's own lists (a
 * connection's `edges` and `nodes`) count 1, their size being the page's. Any other list (a state's places, search
 * results) counts UNSIZED_LIST_ITEMS: nested lists multiply, or `state { places { state { places … } } }` would fan
 * out at the cost of a few fields. Other fields are left to simpleEstimator (1 plus what they select).
 */
function listEstimator(pageTypes: ReadonlySet<string>): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    // Introspection is bounded by the static schema and graphql-js's MaxIntrospectionDepthRule (operation-measures.ts).
    if (field.name.startsWith('__')) return 0;
    const isList = isListType(getNullableType(field.type));
    const items = requestedSize(field, args) ?? (isList && !pageTypes.has(type.name) ? UNSIZED_LIST_ITEMS : undefined);
    return items === undefined ? undefined : items * (1 + childComplexity);
  };
}

const estimatorsBySchema = new WeakMap<GraphQLSchema, ComplexityEstimator[]>();

function estimatorsOf(schema: GraphQLSchema): ComplexityEstimator[] {
  let estimators = estimatorsBySchema.get(schema);
  if (!estimators) {
    estimators = [listEstimator(pageTypesOf(schema)), simpleEstimator({ defaultComplexity: 1 })];
    estimatorsBySchema.set(schema, estimators);
  }
  return estimators;
}

/** The variables named in a value: `$n`, or `[$a, $b]` for `ids`. */
function addVariables(value: ValueNode, names: Set<string>): void {
  if (value.kind === Kind.VARIABLE) names.add(value.name.value);
  else if (value.kind === Kind.LIST) for (const item of value.values) addVariables(item, names);
}

/** The variables the cost reads the values of: those in a size argument or a `@skip`/`@include` condition. */
function costVariablesOf(document: DocumentNode, operation: OperationDefinitionNode): Set<string> {
  const names = new Set<string>();
  for (const selection of selectionsRunBy(document, operation)) {
    for (const directive of selection.directives ?? []) {
      if (CONDITIONS.has(directive.name.value)) for (const argument of directive.arguments ?? []) addVariables(argument.value, names);
    }
    if (selection.kind !== Kind.FIELD) continue;
    for (const argument of selection.arguments ?? []) if (SIZE_ARGUMENTS.has(argument.name.value)) addVariables(argument.value, names);
  }
  return names;
}

/**
 * What the cost of a request depends on: the coerced values of its cost variables, and whether each other one is
 * absent, null or given (an absent or null one may be refused by its argument). A search's text or a state's
 * slug does not change it.
 */
function costKey(costVariables: ReadonlySet<string>, coerced: Readonly<Record<string, unknown>>, operation: OperationDefinitionNode): string {
  return JSON.stringify(
    (operation.variableDefinitions ?? []).map(({ variable: { name } }) => {
      const value = coerced[name.value];
      if (costVariables.has(name.value)) return value === undefined ? [] : [value];
      return value === undefined ? 0 : value === null ? 1 : 2;
    }),
  );
}

/** Costs kept per operation, and the longest key kept (`ids` lists go in it): a client cannot grow the memo past these. */
const MAX_COSTS_KEPT = 32;
const MAX_COST_KEY_LENGTH = 1000;

/** Per operation of a parsed document (Apollo Server keeps each one it has validated): its cost by its key. */
const costsByOperation = new WeakMap<OperationDefinitionNode, { costVariables: ReadonlySet<string>; byKey: Map<string, number> }>();

/**
 * The operation's cost with the request's variables (graphql-query-complexity with listEstimator): what
 * `@skip`/`@include` leave out is not counted, and a selection on an interface costs what its costliest type
 * would. Undefined when the variables fail coercion: execution refuses them in its own words (BAD_USER_INPUT)
 * before any resolver runs. The document must have passed validation and the selections limit (the library
 * expands a fragment at every spread).
 *
 * Costing coerces every argument the operation runs as execution would: one execution cannot coerce (null for
 * `first: Int! = 20`, sent in a nullable variable) would fail its field with an uncoded error, masked as internal;
 * it is refused here instead, as the client's mistake (BAD_USER_INPUT, HTTP 400) in graphql-js's words.
 */
export function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> = {},
): number | undefined {
  const { coerced } = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
  if (!coerced) return undefined;
  let kept = costsByOperation.get(operation);
  if (!kept) {
    kept = { costVariables: costVariablesOf(document, operation), byKey: new Map() };
    costsByOperation.set(operation, kept);
  }
  const key = costKey(kept.costVariables, coerced, operation);
  const keptCost = kept.byKey.get(key);
  if (keptCost !== undefined) return keptCost;
  const cost = complexityOf(schema, document, operation, variables);
  if (kept.byKey.size < MAX_COSTS_KEPT && key.length <= MAX_COST_KEY_LENGTH) kept.byKey.set(key, cost);
  return cost;
}

function complexityOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>>) {
  try {
    // The variables as sent: the library coerces them itself (coerced values, a LocalDate's among them, would not coerce again).
    // Its node limit refuses without a count, in an error like an argument's: the selections limit comes first instead.
    const options = { schema, query: document, operationName: operation.name?.value, variables, maxQueryNodes: Infinity };
    return getComplexity({ ...options, estimators: estimatorsOf(schema) });
  } catch (error) {
    // With the variables coerced, what it reports is an argument (or a condition's `if`) that cannot be coerced.
    if (error instanceof GraphQLError) throw new InvalidInputError(error.message);
    throw error;
  }
}
