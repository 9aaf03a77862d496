import {
  getNamedType,
  getNullableType,
  getVariableValues,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DefinitionNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';
import { DEFAULT_PAGE_SIZE, UNSIZED_LIST_ITEMS } from './limits.js';

/** What the query limits look at, over the operation with its fragments expanded. */
export interface OperationMeasures {
  readonly aliases: number;
  readonly directives: number;
  /** Levels of fields with sub-selections, introspection left out. */
  readonly depth: number;
  /** Every field counts 1, times the items of each list above it (see itemsPerParent); introspection left out. */
  readonly cost: number;
}

const NOTHING: OperationMeasures = { aliases: 0, directives: 0, depth: 0, cost: 0 };

/** Two selections side by side: counts and cost add up, depth is the deeper one. */
function sideBySide(left: OperationMeasures, right: OperationMeasures): OperationMeasures {
  return {
    aliases: left.aliases + right.aliases,
    directives: left.directives + right.directives,
    depth: Math.max(left.depth, right.depth),
    cost: left.cost + right.cost,
  };
}

function withDirectives(measures: OperationMeasures, directives: readonly DirectiveNode[] | undefined): OperationMeasures {
  return { ...measures, directives: measures.directives + (directives?.length ?? 0) };
}

interface Walk {
  readonly schema: GraphQLSchema;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly variables: Record<string, unknown>;
  /** A fragment measures the same wherever it is spread: memoised, so `...A ...A` chains cannot cost 2^n steps. */
  readonly measuredFragments: Map<string, OperationMeasures>;
}

function fieldOf(parentType: GraphQLNamedType | undefined, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
}

/** The arguments that say how many items a field returns: a page size, or the ids asked for. */
const SIZE_ARGUMENTS = ['first', 'perPage', 'ids'];

/**
 * How many items the field says it returns: its `first` or `perPage` (the schema's default when omitted or its
 * variable has no value, the default page size when there is none), or how many `ids` it is given. Undefined
 * for a field without such an argument.
 */
function requestedSize(walk: Walk, field: GraphQLField<unknown, unknown> | undefined, node: FieldNode): number | undefined {
  const sizeArgument = field?.args.find((argument) => SIZE_ARGUMENTS.includes(argument.name));
  if (!sizeArgument) return undefined;
  const given = node.arguments?.find((argument) => argument.name.value === sizeArgument.name);
  const size = (given && valueFromASTUntyped(given.value, walk.variables)) ?? sizeArgument.defaultValue;
  if (Array.isArray(size)) return Math.max(1, size.length);
  // At least 1: a negative `first` (refused only when its resolver runs) must not cancel the cost of its siblings.
  return typeof size === 'number' ? Math.max(1, size) : DEFAULT_PAGE_SIZE;
}

/**
 * Items per parent. A sized field counts its size. A page's own lists (a connection's `edges` and `nodes`,
 * directly inside a sized field's object) count 1, their size being the page's. Any other list (a state's
 * places, search results) counts UNSIZED_LIST_ITEMS: nested lists multiply, or `state { places { state {
 * places … } } }` would fan out at the cost of a few fields.
 */
function itemsPerParent(walk: Walk, field: GraphQLField<unknown, unknown> | undefined, node: FieldNode, isPageList: boolean) {
  const size = requestedSize(walk, field, node);
  if (size !== undefined) return size;
  const isList = field !== undefined && isListType(getNullableType(field.type));
  return isList && !isPageList ? UNSIZED_LIST_ITEMS : 1;
}

function measureField(walk: Walk, node: FieldNode, parentType: GraphQLNamedType | undefined, isInsidePage: boolean): OperationMeasures {
  const field = fieldOf(parentType, node.name.value);
  const returnsPage = field !== undefined && requestedSize(walk, field, node) !== undefined && !isListType(getNullableType(field.type));
  const below = node.selectionSet
    ? measureSelections(walk, node.selectionSet, field && getNamedType(field.type), returnsPage)
    : NOTHING;
  const counted = withDirectives({ ...below, aliases: below.aliases + (node.alias ? 1 : 0) }, node.directives);
  // Introspection (GraphiQL's docs, codegen) nests ~14 levels over the bounded, static schema: no depth nor cost.
  // Its one way to fan out, lists of types nested in lists of types, is refused by graphql-js's own
  // MaxIntrospectionDepthRule (a specified rule since 16.9), tested beside the limits.
  if (node.name.value.startsWith('__')) return { ...counted, depth: 0, cost: 0 };
  return {
    ...counted,
    depth: node.selectionSet ? below.depth + 1 : 0,
    cost: itemsPerParent(walk, field, node, isInsidePage) * (1 + below.cost),
  };
}

function measureFragment(walk: Walk, name: string, isInsidePage: boolean): OperationMeasures {
  const key = `${name}:${isInsidePage}`;
  const measured = walk.measuredFragments.get(key);
  if (measured) return measured;
  const fragment = walk.fragments.get(name);
  if (!fragment) return NOTHING;
  const type = walk.schema.getType(fragment.typeCondition.name.value);
  const measures = withDirectives(measureSelections(walk, fragment.selectionSet, type, isInsidePage), fragment.directives);
  walk.measuredFragments.set(key, measures);
  return measures;
}

/** `isInsidePage`: the selection is of the object a sized field returned (a connection, a page of reviews). */
function measureSelections(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType | undefined,
  isInsidePage = false,
): OperationMeasures {
  let total = NOTHING;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      total = sideBySide(total, measureField(walk, selection, parentType, isInsidePage));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parentType;
      total = sideBySide(total, withDirectives(measureSelections(walk, selection.selectionSet, type, isInsidePage), selection.directives));
    } else {
      total = sideBySide(total, withDirectives(measureFragment(walk, selection.name.value, isInsidePage), selection.directives));
    }
  }
  return total;
}

export function fragmentsByName(definitions: readonly DefinitionNode[]): Map<string, FragmentDefinitionNode> {
  return new Map(definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
}

/** What a walk read: its measures, and which variables they depend on (those given as list sizes). */
interface OperationWalk {
  readonly measures: OperationMeasures;
  readonly sizeVariables: readonly string[];
  /** False when the variables failed coercion and the walk read them as sent. */
  readonly isCoerced: boolean;
}

function walkOperation(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>>): OperationWalk {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 }).coerced;
  const read = new Set<string>();
  // The walk reads a variable only as a list's size (requestedSize): recorded, they are what its measures depend on.
  const recorded = new Proxy(coerced ?? { ...variables }, {
    get(target, name, receiver) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  const walk: Walk = { schema, fragments: fragmentsByName(document.definitions), variables: recorded, measuredFragments: new Map() };
  const rootType = schema.getRootType(operation.operation) ?? undefined;
  const measures = withDirectives(measureSelections(walk, operation.selectionSet, rootType), operation.directives);
  return { measures, sizeVariables: [...read], isCoerced: coerced !== undefined };
}

/** The request's values of the size variables, as sent: a variable left out differs from one sent as null. */
function sizesKey(sizeVariables: readonly string[], variables: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(sizeVariables.map((name) => (Object.hasOwn(variables, name) ? [variables[name]] : [])));
}

/** Sizes kept per operation, and the longest key kept (`ids` lists go in it): a client cannot grow the memo past these. */
const MAX_SIZES_KEPT = 32;
const MAX_SIZES_KEY_LENGTH = 1000;

/**
 * Per operation of a parsed document (Apollo Server keeps each document it has validated, so the same node comes back
 * with every request sending the same query): its measures by the sizes asked. The walk depends on nothing else.
 */
const measuresByOperation = new WeakMap<OperationDefinitionNode, { sizeVariables: readonly string[]; bySizes: Map<string, OperationMeasures> }>();

/**
 * Measures the operation about to run with the request's variables: coerced (with their defaults) when
 * they are valid, else as sent, since execution refuses them anyway. The document must have passed
 * validation, which rules out fragment cycles. Only walks of valid variables are kept: the sizes of variables
 * read as sent may differ from their coerced values (a default left out).
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> = {},
): OperationMeasures {
  const kept = measuresByOperation.get(operation);
  const keptMeasures = kept?.bySizes.get(sizesKey(kept.sizeVariables, variables));
  if (keptMeasures) return keptMeasures;
  const { measures, sizeVariables, isCoerced } = walkOperation(schema, document, operation, variables);
  if (isCoerced) {
    const memo = kept ?? { sizeVariables, bySizes: new Map<string, OperationMeasures>() };
    if (!kept) measuresByOperation.set(operation, memo);
    const key = sizesKey(sizeVariables, variables);
    if (memo.bySizes.size < MAX_SIZES_KEPT && key.length <= MAX_SIZES_KEY_LENGTH) memo.bySizes.set(key, measures);
  }
  return measures;
}
