import { parse as parseQueryString, type ParsedUrlQuery } from 'node:querystring';
import parseUrl from 'parseurl';
import type Router from 'router';

/** What a legacy route reads of its request: the same values Express 5 gave it as `request.query`, `params`, `body`, `get()`. */
export interface RestRequest {
  /** The query string as Express 5 parses it by default ("simple": Node's querystring): a repeated key is an array. */
  readonly query: ParsedUrlQuery;
  /** The path's `:name` parameters, decoded by the router. The table has no wildcard, so each is one string. */
  readonly params: Readonly<Record<string, string>>;
  /** The JSON body as body-parser read it; undefined when none was sent. */
  readonly body: unknown;
  /** A request header, by its name in any letter case; repeated ones joined as Node joins them. */
  header(name: string): string | undefined;
}

/** A request as the router hands it on, after body-parser's `json` read its body. */
export type RoutedRequest = Router.Request & { body?: unknown };

class NodeRestRequest implements RestRequest {
  #query: ParsedUrlQuery | undefined;

  constructor(private readonly request: RoutedRequest) {}

  get query(): ParsedUrlQuery {
    if (this.#query === undefined) {
      // parseurl is the router's own parse, kept on the request: the address is not parsed again. It leaves the query as text.
      const text = parseUrl(this.request)?.query;
      this.#query = parseQueryString(typeof text === 'string' ? text : '');
    }
    return this.#query;
  }

  get params(): Readonly<Record<string, string>> {
    return this.request.params as Record<string, string>;
  }

  get body(): unknown {
    return this.request.body;
  }

  header(name: string): string | undefined {
    const value = this.request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

export function restRequestOf(request: RoutedRequest): RestRequest {
  return new NodeRestRequest(request);
}
