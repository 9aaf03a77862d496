import type { FieldPolicy, KeyArgsFunction } from '@apollo/client/cache';
import { relayStylePagination } from '@apollo/client/utilities';

const PAGING_ARGS = new Set(['first', 'after', 'last', 'before']);

/**
 * Cache a connection once per distinct filter/order, whatever page size or
 * cursor asked for it: every argument except the paging ones is part of the key.
 */
export const connectionKeyArgs: KeyArgsFunction = (args) => {
  const keyArgs = Object.keys(args ?? {})
    .filter((name) => !PAGING_ARGS.has(name))
    .sort();
  return keyArgs.length > 0 ? keyArgs : false;
};

/** Relay-style merge (pages spliced at their `after` cursor), keyed as above. */
export function connectionPolicy(): FieldPolicy {
  return relayStylePagination(connectionKeyArgs);
}
