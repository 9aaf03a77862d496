import { GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFastPaths } from '../db/test-database.js';
import { buildAppSchema } from './schema.js';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type FieldMetadata = MetadataStorage['fields'][number];
type DeclaringClass = FieldMetadata['target'];

/**
 * The `@Field`s with `@Authorized` roles or middlewares, on the field or on its class, found as type-graphql finds them
 * (by the class that declares the field). Only type-graphql's resolver runs those checks.
 */
function guardedFields(storage: MetadataStorage): FieldMetadata[] {
  const guardedClasses = new Set<DeclaringClass>([...storage.authorizedResolver, ...storage.resolverMiddlewares].map(({ target }) => target));
  const guardedNames = new Map<DeclaringClass, Set<string>>();
  for (const { target, fieldName } of [...storage.authorizedFields, ...storage.middlewares]) {
    guardedNames.set(target, (guardedNames.get(target) ?? new Set()).add(fieldName));
  }
  return storage.fields.filter((field) => guardedClasses.has(field.target) || guardedNames.get(field.target)?.has(field.name) === true);
}

/** Where a field declared on a class is served: that class's object type, those extending the class, those implementing it. */
function typeNamesCarrying(storage: MetadataStorage, declaringClass: DeclaringClass): string[] {
  return storage.objectTypes
    .filter(({ target, interfaceClasses }) => target === declaringClass || target.prototype instanceof declaringClass || interfaceClasses?.includes(declaringClass))
    .map(({ name }) => name);
}

/** `Type.field` for each place a field is served with no resolver of its own (read as a property). */
function servedWithoutResolver(schema: GraphQLSchema, storage: MetadataStorage, fields: readonly FieldMetadata[]): string[] {
  return fields.flatMap((field) =>
    typeNamesCarrying(storage, field.target).flatMap((typeName) => {
      const type = schema.getType(typeName);
      const served = type instanceof GraphQLObjectType ? type.getFields()[field.schemaName] : undefined;
      return served && served.resolve === undefined ? [`${typeName}.${field.schemaName}`] : [];
    }),
  );
}

// `simpleResolvers: true` on a class, or `simple: true` on a field, serves the field without type-graphql's resolver.
describe('fields read as properties (type-graphql simple resolvers)', () => {
  let schema: GraphQLSchema;
  const storage = getMetadataStorage();
  const resolverOf = (typeName: string, fieldName: string) => (schema.getType(typeName) as GraphQLObjectType).getFields()[fieldName]!.resolve;

  beforeAll(async () => {
    schema = await buildAppSchema({ fastPaths: testFastPaths() });
  });

  it('are never guarded: a field with @Authorized roles or middlewares keeps the resolver that runs them', () => {
    const guarded = guardedFields(storage);
    expect(guarded.map(({ name }) => name)).toContain('email'); // Review's, admin-only: the metadata is read as it is laid out
    const unchecked = servedWithoutResolver(schema, storage, guarded);
    expect(unchecked, "take simpleResolvers off these fields' classes and mark their open fields simple: true, as Review does").toEqual([]);
  });

  it('are never renamed: a field whose schema name is not its property name keeps the resolver that reads the property', () => {
    const renamed = storage.fields.filter((field) => field.schemaName !== field.name);
    expect(servedWithoutResolver(schema, storage, renamed)).toEqual([]);
  });

  it('include the open fields of rows, pages and payloads, and of a class with admin-only fields', () => {
    for (const [typeName, fieldName] of [
      ['Place', 'title'],
      ['Booking', 'arrivalDate'],
      ['StateConnection', 'edges'],
      ['PageInfo', 'hasNextPage'],
      ['BookPayload', 'errors'],
      ['Review', 'firstName'],
    ] as const) {
      expect(resolverOf(typeName, fieldName), `${typeName}.${fieldName}`).toBeUndefined();
    }
    expect(resolverOf('Review', 'email')).toBeTypeOf('function');
  });
});
