import type { ServerResponse } from 'node:http';
import etag from 'etag';
import fresh from 'fresh';
import type { RestFailure } from './status.js';

/**
 * Answers `body` as JSON the way Express's `response.status(status).json(body)` answered /api, which clients may rely
 * on: `Content-Type` with its charset, `Content-Length`, a weak ETag on every answer (Express's default), 304 to a GET
 * or HEAD whose If-None-Match or If-Modified-Since it satisfies, and no body to a HEAD.
 */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', bytes.length);
  response.setHeader('ETag', etag(bytes, { weak: true }));
  if (isFresh(response)) {
    response.statusCode = 304;
    response.removeHeader('Content-Type');
    response.removeHeader('Content-Length');
    return void response.end();
  }
  response.end(response.req.method === 'HEAD' ? undefined : bytes);
}

/** A failure as `body`, with the Retry-After its status asks for (429, 503). */
export function sendFailure(response: ServerResponse, failure: RestFailure, body: Readonly<Record<string, unknown>>): void {
  if (failure.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(failure.retryAfterSeconds));
  sendJson(response, failure.status, body);
}

/** Express's `request.fresh`: the client's copy is current (RFC 9110 §13.1), for a successful GET or HEAD only. */
function isFresh(response: ServerResponse): boolean {
  const { method, headers } = response.req;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const isSuccess = response.statusCode >= 200 && response.statusCode < 300;
  return isSuccess && fresh(headers, { etag: response.getHeader('ETag'), 'last-modified': response.getHeader('Last-Modified') });
}
