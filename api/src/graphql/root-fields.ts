import { Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { fragmentsByName } from './fragments.js';

/** Introspection's root fields: valid without being among the root type's fields. */
const META_FIELDS = new Set(['__typename', '__schema', '__type']);

/**
 * The schema name of each root field the operation selects, by response key (its alias, else its name), through
 * fragments. A name the schema lacks is left out: `subscription { … }` passes validation although there is no
 * Subscription type (subscription-refusal.ts), and its names are the client's.
 */
export function rootFieldsOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): ReadonlyMap<string, string> {
  let fields = rootFieldsByOperation.get(operation);
  if (!fields) {
    fields = walkRootFields(schema, document, operation);
    rootFieldsByOperation.set(operation, fields);
  }
  return fields;
}

/** Apollo hands over the same parsed document for the same text (one schema per app): each operation is walked once. */
const rootFieldsByOperation = new WeakMap<OperationDefinitionNode, ReadonlyMap<string, string>>();

function walkRootFields(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Map<string, string> {
  const schemaFields = schema.getRootType(operation.operation)?.getFields() ?? {};
  const fragments = fragmentsByName(document.definitions);
  const fieldsByResponseKey = new Map<string, string>();
  const walked = new Set<FragmentDefinitionNode>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !walked.has(fragment)) {
          walked.add(fragment);
          walk(fragment.selectionSet);
        }
      } else if (Object.hasOwn(schemaFields, selection.name.value) || META_FIELDS.has(selection.name.value)) {
        fieldsByResponseKey.set(selection.alias?.value ?? selection.name.value, selection.name.value);
      }
    }
  };
  walk(operation.selectionSet);
  return fieldsByResponseKey;
}
