import type { OperationTypeNode } from 'graphql';
import type { NodeFetchers } from './relay/node.js';
import type { Actor } from './actor.js';

/** Writes or clears the session cookie on the answer of the current HTTP request. */
export interface SessionCookie {
  set(token: string, maxAgeSeconds: number): void;
  clear(): void;
}

/** What the HTTP layer tells resolvers about the request (and nothing the client could forge about itself). */
export interface RequestInfo {
  /** The client's IP address (behind a loopback proxy, the one it forwarded). */
  readonly clientAddress: string;
  /** Names the request in the log and in its `X-Request-Id` answer header. */
  readonly id: string;
  /** Filled in while the operation runs; the request log line and the metrics read it once the answer is sent. */
  readonly operation: OperationRecord;
}

/** What one HTTP request's GraphQL operation turned out to be. */
export interface OperationRecord {
  /** The operation's name; undefined for an anonymous one or a request that never got that far. */
  name: string | undefined;
  /** Its type and root fields, once resolved: unlike the name and aliases, which the client picks, the schema bounds them, so metrics label by them. */
  root: OperationRoot | undefined;
  /** The `extensions.code` of each error answered, INTERNAL_SERVER_ERROR for the masked ones. */
  readonly errorCodes: string[];
  /** The root field (its schema name) each error of `errorCodes` came from, index for index; undefined for one outside any field (a refused document). */
  readonly errorRootFields: (string | undefined)[];
}

export interface OperationRoot {
  readonly type: OperationTypeNode;
  /** The schema name of each root field selected, by response key (its alias, else its name). */
  readonly fieldsByResponseKey: ReadonlyMap<string, string>;
}

/**
 * What every resolver can rely on. Features extend it with their own slice
 * (e.g. `CatalogueContext`); graphql/schema.ts composes the full request context.
 */
export interface BaseContext {
  /** Typed loosely here: each fetcher is written against its own feature's context slice. */
  readonly nodeFetchers: NodeFetchers<never>;
  /** Who the request acts for (the session's viewer, the account, the client address): services take it first. */
  readonly actor: Actor;
  readonly request: RequestInfo;
  readonly sessionCookie: SessionCookie;
  /** A mutation of this request has ended (`ownWritesReadAtOncePlugin`): what is kept in memory forgets what it may have changed. */
  readonly mutationEnded: () => void;
}
