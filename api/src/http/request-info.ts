import type { IncomingMessage } from 'node:http';
import type { OperationRecord, RequestInfo } from '../graphql/context.js';
import { clientAddressOf, type ProxyTrust } from './client-address.js';
import { observedRequestOf } from './request-log.js';

/**
 * What resolvers learn of an HTTP request. The client's address is worked out when first read: only submissions and
 * sign-in read it, and it costs a walk of the proxy chain with an address parse per hop.
 *
 * A class, not an object literal with a getter: V8 (Node 20) kept every such literal, with the request its getter
 * closed over and all that reached, through young collections until the next full one (issue 13, `{ __typename }`:
 * 0.64 MB promoted per young collection, 0.03 MB as a class).
 */
export class HttpRequestInfo implements RequestInfo {
  readonly id: string;
  readonly operation: OperationRecord;
  #clientAddress: string | undefined;

  constructor(
    private readonly request: IncomingMessage,
    private readonly proxyTrust: ProxyTrust,
  ) {
    ({ id: this.id, operation: this.operation } = observedRequestOf(request));
  }

  get clientAddress(): string {
    return (this.#clientAddress ??= clientAddressOf(this.request, this.proxyTrust));
  }
}
