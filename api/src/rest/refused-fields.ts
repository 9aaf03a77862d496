import type { GraphQLFormattedError } from 'graphql';
import type { OperationResult } from './execute.js';

const REFUSAL_CODES = new Set<unknown>(['UNAUTHENTICATED', 'FORBIDDEN']);

type Container = Record<string | number, unknown>;

/**
 * An object of a route's data as `omitRefusedFields` leaves it: a nullable field may be missing, refused to the
 * caller. (A non-null field cannot be refused alone: its refusal nulls the parent, and the call fails.)
 */
export type MaybeRefused<T> = { readonly [K in keyof T as null extends T[K] ? K : never]?: T[K] } & {
  readonly [K in keyof T as null extends T[K] ? never : K]: T[K];
};

/** The object holding the field at `path`, when the data still has one (a non-null field's refusal nulls its parent). */
function containerOf(data: unknown, path: readonly (string | number)[]): Container | undefined {
  let container: unknown = data;
  for (const key of path.slice(0, -1)) container = (container as Container | null | undefined)?.[key];
  return typeof container === 'object' && container !== null && !Array.isArray(container) ? (container as Container) : undefined;
}

/**
 * A legacy route runs one document whoever calls it, so a field the schema guards by role (a review's
 * admin-only email) is refused, and null, for everyone else. Such refusals below the root field are
 * taken out of the answer, keys included, instead of failing the call: the schema alone decides who
 * reads what. A refusal of the root field itself (the call is not allowed) stays an error.
 */
export function omitRefusedFields(result: OperationResult): OperationResult {
  if (!result.data || !result.errors?.length) return result;
  const data = structuredClone(result.data);
  const errors = result.errors.filter((error: GraphQLFormattedError) => {
    const path = error.path ?? [];
    const container = path.length > 1 ? containerOf(data, path) : undefined;
    const key = path[path.length - 1]!;
    if (!REFUSAL_CODES.has(error.extensions?.code) || !container || container[key] !== null) return true;
    delete container[key];
    return false;
  });
  return errors.length > 0 ? { data, errors } : { data };
}
