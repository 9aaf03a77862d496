import type { NodeFetchers } from './relay/node.js';

/**
 * What every resolver can rely on. Features extend it with their own slice
 * (e.g. `CatalogueContext`); graphql/schema.ts composes the full request context.
 */
export interface BaseContext {
  /** Typed loosely here: each fetcher is written against its own feature's context slice. */
  readonly nodeFetchers: NodeFetchers<never>;
}
