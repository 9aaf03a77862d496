import { getMetadataStorage } from 'type-graphql';

/**
 * Marks `simple` every field that type-graphql would otherwise wrap in a resolver of its own for nothing: no
 * `@Authorized` roles and no middlewares, on the field or on its class, and read from the property of its own name.
 * Such a field then has no resolver, and graphql-jit reads it as a property; until now every scalar of every row
 * called a wrapper, and graphql-jit built a resolve info for each call (issue 13).
 * A guarded field keeps its wrapper: roles and middlewares are looked up here as type-graphql's own build looks them up
 * (by the class that declares the field). Runs before `buildSchema`, which reads `simple`; `buildAppSchema` sets no
 * global middlewares, which a plain field would skip.
 */
export function readPlainFieldsAsProperties(): void {
  const storage = getMetadataStorage();
  type DeclaringClass = (typeof storage.fields)[number]['target'];
  const guardedClasses = new Set<DeclaringClass>(
    [...storage.authorizedResolver, ...storage.resolverMiddlewares].map(({ target }) => target),
  );
  const guardedFields = new Map<DeclaringClass, Set<string>>();
  for (const { target, fieldName } of [...storage.authorizedFields, ...storage.middlewares]) {
    guardedFields.set(target, (guardedFields.get(target) ?? new Set()).add(fieldName));
  }
  for (const field of storage.fields) {
    const isGuarded = guardedClasses.has(field.target) || guardedFields.get(field.target)?.has(field.name) === true;
    if (field.simple === undefined && field.schemaName === field.name && !isGuarded) field.simple = true;
  }
}
