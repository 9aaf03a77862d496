import { GraphQLObjectType, GraphQLScalarType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type FieldResolverMetadata = MetadataStorage['fieldResolvers'][number];
type ParamMetadata = NonNullable<FieldResolverMetadata['params']>[number];
type ParamReader = (root: unknown, args: Record<string, unknown>, context: Record<string, unknown>, info: unknown) => unknown;
/** A class, as type-graphql's metadata holds it: a root is told apart by `instanceof` against one. */
type AnyClass = abstract new (...args: never[]) => unknown;

/** What type-graphql passes on as it is: a scalar argument is neither converted nor (by `validateArgument`) checked. */
function isScalarType(type: unknown): boolean {
  return type instanceof GraphQLScalarType || type === String || type === Number || type === Boolean;
}

/** How a direct call reads one parameter; undefined for one that needs type-graphql (an input object, `@Args`, custom). */
function readerOf(param: ParamMetadata): ParamReader | undefined {
  switch (param.kind) {
    case 'root':
      return param.propertyName === undefined ? (root) => root : undefined;
    case 'context': {
      const { propertyName } = param;
      return propertyName === undefined ? (_root, _args, context) => context : (_root, _args, context) => context[propertyName];
    }
    case 'info':
      return (_root, _args, _context, info) => info;
    case 'arg': {
      const { name } = param;
      return param.validateFn === undefined && isScalarType(param.getType()) ? (_root, args) => args[name] : undefined;
    }
    default:
      return undefined;
  }
}

/** The class a `@Root()` parameter declares, which type-graphql would turn a plain root into; undefined for none. */
function declaredRootClass(params: readonly ParamMetadata[]): AnyClass | undefined {
  const root = params.find((param) => param.kind === 'root');
  const type = root && 'getType' in root ? root.getType?.() : undefined;
  return typeof type === 'function' && !isScalarType(type) ? (type as AnyClass) : undefined;
}

/**
 * Calls the methods of resolver classes straight from the schema, instead of through type-graphql's wrapper, which on
 * every call looks up the instance, sorts the parameters, converts each and awaits the validation of every argument
 * (8% of the home page's CPU, issue 13). Only for a method type-graphql would call with nothing in between: no
 * `@Authorized` roles, no middlewares (on the method or its class; `buildAppSchema` sets no global ones), and
 * parameters that are the root, the context (or a property of it), the info or scalar arguments. A root that is not
 * an instance of the class its `@Root()` declares goes through type-graphql's wrapper, which converts it.
 * Resolver classes hold no state (type-graphql's default container makes one instance each with `new`, as here).
 * Getters of object types are read directly alike (readGettersDirectly).
 */
export function callFieldResolversDirectly(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const instances = new Map<FieldResolverMetadata['target'], Record<string, (...values: unknown[]) => unknown>>();
  for (const resolver of storage.fieldResolvers) {
    if (resolver.roles !== undefined || (resolver.middlewares ?? []).length > 0) continue;
    if (resolver.kind === 'internal') {
      readGettersDirectly(schema, storage, resolver);
      continue;
    }
    const objectClass = resolver.getObjectType?.();
    const typeName = storage.objectTypes.find((objectType) => objectType.target === objectClass)?.name;
    const type = typeName === undefined ? undefined : schema.getType(typeName);
    const field = type instanceof GraphQLObjectType ? type.getFields()[resolver.schemaName] : undefined;
    const params = [...(resolver.params ?? [])].sort((first, second) => first.index - second.index);
    const readers = params.map(readerOf);
    if (!field?.resolve || readers.some((reader) => reader === undefined)) continue;

    let instance = instances.get(resolver.target);
    if (!instance) instances.set(resolver.target, (instance = new (resolver.target as new () => NonNullable<typeof instance>)()));
    field.resolve = directResolver(instance, resolver.methodName, readers as ParamReader[], declaredRootClass(params), field.resolve);
  }
}

function directResolver(
  instance: Record<string, (...values: unknown[]) => unknown>,
  methodName: string,
  readers: readonly ParamReader[],
  rootClass: AnyClass | undefined,
  wrapped: GraphQLFieldResolver<unknown, unknown>,
): GraphQLFieldResolver<unknown, Record<string, unknown>> {
  const method = instance[methodName]!;
  const callDirectly: GraphQLFieldResolver<unknown, Record<string, unknown>> = (root, args, context, info) => {
    if (rootClass !== undefined && root != null && !(root instanceof rootClass)) return wrapped(root, args, context, info);
    const values = new Array<unknown>(readers.length);
    for (let index = 0; index < readers.length; index += 1) values[index] = readers[index]!(root, args, context, info);
    return method.apply(instance, values);
  };
  return callDirectly;
}

/** The getter the class (or a class it extends) defines for `name`; undefined for a method or a plain property. */
function getterOf(objectClass: AnyClass, name: string): (() => unknown) | undefined {
  for (let prototype: object | null = objectClass.prototype as object; prototype; prototype = Object.getPrototypeOf(prototype)) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    if (descriptor) return descriptor.get;
  }
  return undefined;
}

/**
 * A `@Field` on a getter (a node's `id`, a place's `fallbackImage`) is read through type-graphql's wrapper, which
 * converts the root to the class on every call; a root that already is one has its getter read directly. Every
 * object type of that class, or of one extending it, is served so; any other root still goes through the wrapper.
 */
function readGettersDirectly(schema: GraphQLSchema, storage: MetadataStorage, resolver: FieldResolverMetadata): void {
  const getterClass = resolver.target as AnyClass;
  if (getterOf(getterClass, resolver.methodName) === undefined) return;
  for (const objectType of storage.objectTypes) {
    const objectClass = objectType.target as AnyClass;
    if (objectClass !== getterClass && !(objectClass.prototype instanceof getterClass)) continue;
    const type = schema.getType(objectType.name);
    const field = type instanceof GraphQLObjectType ? type.getFields()[resolver.schemaName] : undefined;
    if (!field?.resolve) continue;
    const wrapped = field.resolve;
    const { methodName } = resolver;
    const readDirectly: GraphQLFieldResolver<unknown, unknown> = (root, args, context, info) =>
      root instanceof objectClass ? (root as Record<string, unknown>)[methodName] : wrapped(root, args, context, info);
    field.resolve = readDirectly;
  }
}
