import type { NodeFetchers } from './relay/node.js';
import type { Viewer } from './viewer.js';

/** Writes or clears the session cookie on the answer of the current HTTP request. */
export interface SessionCookie {
  set(token: string, maxAgeSeconds: number): void;
  clear(): void;
}

/** What the HTTP layer tells resolvers about the request (and nothing the client could forge about itself). */
export interface RequestInfo {
  /** The client's IP address (behind a loopback proxy, the one it forwarded). */
  readonly clientAddress: string;
}

/**
 * What every resolver can rely on. Features extend it with their own slice
 * (e.g. `CatalogueContext`); graphql/schema.ts composes the full request context.
 */
export interface BaseContext {
  /** Typed loosely here: each fetcher is written against its own feature's context slice. */
  readonly nodeFetchers: NodeFetchers<never>;
  /** The signed-in caller, or null for a visitor. */
  readonly viewer: Viewer | null;
  readonly request: RequestInfo;
  readonly sessionCookie: SessionCookie;
}
