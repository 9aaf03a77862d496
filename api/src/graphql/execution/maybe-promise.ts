/**
 * A field's value, at hand or to come. A resolver that returns what it already holds as a plain value spares the
 * executor a promise to wait on, which on a list of cards is most of the cost of a field.
 */
export type MaybePromise<T> = T | Promise<T>;

/** `read` applied now to a value at hand, or once a promised one arrives. */
export function readWhenReady<T, R>(value: MaybePromise<T>, read: (value: T) => R): MaybePromise<R> {
  return value instanceof Promise ? value.then(read) : read(value);
}
