import { Kind, type DirectiveNode, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { fragmentsByName } from './fragments.js';

/**
 * What the query limits count in the operation's text, its fragments expanded at every spread. The cost, which
 * needs the schema and the request's variables, is graphql-query-complexity's (query-cost.ts); none of these is:
 * its estimators see fields only (not the directives on fragments and spreads, nor depth), and it leaves out
 * what `@skip`/`@include` drop, which still has to be read.
 */
export interface OperationMeasures {
  readonly aliases: number;
  readonly directives: number;
  /** Levels of fields with sub-selections, introspection left out. */
  readonly depth: number;
  /** Fields, fragment spreads and inline fragments: how many selections the cost's walk may visit. */
  readonly selections: number;
}

const NOTHING: OperationMeasures = { aliases: 0, directives: 0, depth: 0, selections: 0 };

/** Two selections side by side: counts add up, depth is the deeper one. */
function sideBySide(left: OperationMeasures, right: OperationMeasures): OperationMeasures {
  return {
    aliases: left.aliases + right.aliases,
    directives: left.directives + right.directives,
    depth: Math.max(left.depth, right.depth),
    selections: left.selections + right.selections,
  };
}

function withDirectives(measures: OperationMeasures, directives: readonly DirectiveNode[] | undefined): OperationMeasures {
  return { ...measures, directives: measures.directives + (directives?.length ?? 0) };
}

interface Walk {
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** A fragment measures the same wherever it is spread: memoised, so `...A ...A` chains cannot cost 2^n steps. */
  readonly measuredFragments: Map<string, OperationMeasures>;
}

function measureField(walk: Walk, node: FieldNode): OperationMeasures {
  const below = node.selectionSet ? measureSelections(walk, node.selectionSet) : NOTHING;
  // Introspection (GraphiQL's docs, codegen) nests ~14 levels over the bounded, static schema: no depth (nor cost,
  // query-cost.ts). Its one way to fan out, lists of types nested in lists of types, is refused by graphql-js's
  // own MaxIntrospectionDepthRule (a specified rule since 16.9), tested beside the limits.
  const isIntrospection = node.name.value.startsWith('__');
  return {
    ...below,
    aliases: below.aliases + (node.alias ? 1 : 0),
    depth: node.selectionSet && !isIntrospection ? below.depth + 1 : 0,
  };
}

function measureFragment(walk: Walk, name: string): OperationMeasures {
  const measured = walk.measuredFragments.get(name);
  if (measured) return measured;
  const fragment = walk.fragments.get(name);
  if (!fragment) return NOTHING;
  const measures = withDirectives(measureSelections(walk, fragment.selectionSet), fragment.directives);
  walk.measuredFragments.set(name, measures);
  return measures;
}

function measureSelections(walk: Walk, selectionSet: SelectionSetNode): OperationMeasures {
  let total = NOTHING;
  for (const selection of selectionSet.selections) {
    const below =
      selection.kind === Kind.FIELD
        ? measureField(walk, selection)
        : selection.kind === Kind.INLINE_FRAGMENT
          ? measureSelections(walk, selection.selectionSet)
          : measureFragment(walk, selection.name.value);
    total = sideBySide(total, withDirectives({ ...below, selections: below.selections + 1 }, selection.directives));
  }
  return total;
}

/** Apollo Server keeps each document it has validated, so the same operation node comes back with every request sending its text. */
const measuresByOperation = new WeakMap<OperationDefinitionNode, OperationMeasures>();

/** Measures the operation (of a document that passed validation, which rules out fragment cycles); once per parsed document. */
export function measureOperation(document: DocumentNode, operation: OperationDefinitionNode): OperationMeasures {
  let measures = measuresByOperation.get(operation);
  if (!measures) {
    const walk: Walk = { fragments: fragmentsByName(document.definitions), measuredFragments: new Map() };
    measures = withDirectives(measureSelections(walk, operation.selectionSet), operation.directives);
    measuresByOperation.set(operation, measures);
  }
  return measures;
}
