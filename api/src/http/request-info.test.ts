import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { OperationRecord } from '../graphql/context.js';
import { compileProxyTrust } from './client-address.js';
import { HttpRequestInfo } from './request-info.js';

const trustLoopback = compileProxyTrust('loopback');

/** A request as `requestLog` leaves it, from a loopback proxy that forwards `forwardedFor`. */
function proxiedRequest(id: string, forwardedFor: string) {
  const operation: OperationRecord = { name: undefined, root: undefined, errorCodes: [], errorRootFields: [] };
  return { id, operation, headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
}

describe('HttpRequestInfo', () => {
  it("is the request's id and operation record, as the request log reads them", () => {
    const request = proxiedRequest('request-1', '203.0.113.7');
    const info = new HttpRequestInfo(request, trustLoopback);
    expect(info.id).toBe('request-1');
    expect(info.operation).toBe(request.operation);
  });

  it('works out the client address when first read, and once', () => {
    const request = proxiedRequest('request-2', '203.0.113.7');
    const info = new HttpRequestInfo(request, trustLoopback);
    request.headers['x-forwarded-for'] = '198.51.100.4';
    expect(info.clientAddress).toBe('198.51.100.4');
    request.headers['x-forwarded-for'] = '192.0.2.1';
    expect(info.clientAddress).toBe('198.51.100.4');
  });

  it("keeps each request's address to itself", () => {
    const first = new HttpRequestInfo(proxiedRequest('a', '203.0.113.7'), trustLoopback);
    const second = new HttpRequestInfo(proxiedRequest('b', '198.51.100.4'), trustLoopback);
    expect([first.clientAddress, second.clientAddress]).toEqual(['203.0.113.7', '198.51.100.4']);
  });
});
