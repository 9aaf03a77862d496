import type { TypedDocumentString } from './gql/graphql.js';
import type { RestRequest } from './rest-request.js';

/**
 * An operation of rest/*.graphql as codegen emits it (gql/graphql.ts): its text, run as it is, typed with the data it
 * answers. The routes build their variables themselves, so the variables' type is left open.
 */
export type LegacyDocument<TData> = TypedDocumentString<TData, never>;

/**
 * A legacy `/api` path: the GraphQL document it runs and how its answer is shaped (SOFA-style). `TData` is
 * the document's data on success; the table in routes.ts holds every route as `RestRoute` (see `route`).
 */
export interface RestRoute<TData = unknown> {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  /** The document to run; a function when the body decides which operation the call is (PUT /api/updateTours). */
  readonly document: LegacyDocument<TData> | ((request: RestRequest) => LegacyDocument<TData>);
  readonly variables?: (request: RestRequest) => Record<string, unknown>;
  /**
   * The text of a 400 for a value the schema's types cannot hold (a word for a Boolean, an unknown status),
   * checked before the document runs, as GraphQL would (in its own words, naming its variables); undefined lets the call go on.
   */
  readonly refusal?: (request: RestRequest) => string | undefined;
  /** How this route words a payload error for its clients when they send what the schema's text does not name (dates as dd/mm/yyyy). */
  readonly legacyMessage?: (error: { code: string; message: string }) => string;
  /** The mutation field whose payload `errors` mean the call failed. */
  readonly payloadField?: string;
  /** The body key of an error's text: the spec's routes answer `{msg}` or `{message}`. */
  readonly errorKey?: 'msg' | 'message';
  /** Sent beside the error's text on failure, e.g. `{ success: false }` for the booking routes. */
  readonly failureFields?: Readonly<Record<string, unknown>>;
  readonly successStatus?: number;
  /** Leave out, rather than fail on, fields the schema refuses this caller (admin-only fields of a public object). */
  readonly omitRefusedFields?: boolean;
  /** For a query of one object by id: the text of the 404 when the data holds none (the field answered null). */
  readonly notFound?: (data: TData) => string | undefined;
  /** The answer's body, built from the data of a call that succeeded: no GraphQL error and no payload `errors`. */
  readonly respond: (data: TData) => unknown;
}

/**
 * A route whose `respond` reads its document's data as `TData`, the type codegen gives the document's selection.
 * The one cast is safe because the server validated the document against the schema before running it, and
 * `respond` is only called once the call succeeded. A payload's object (`book.booking`) is typed nullable, as the
 * schema has it for a failed call; `respond` runs only when the payload's `errors` are empty and the object is there.
 */
export function route<TData>({ respond, notFound, ...definition }: RestRoute<TData>): RestRoute {
  return { ...definition, notFound: notFound && ((data) => notFound(data as TData)), respond: (data) => respond(data as TData) };
}
