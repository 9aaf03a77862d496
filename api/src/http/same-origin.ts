import type { IncomingMessage } from 'node:http';
import typeIs from 'type-is';
import { protocolOf, type ProxyTrust } from './client-address.js';
import type { NodeMiddleware } from './node-middleware.js';
import { requestFailure } from './request-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

function isForeignOrigin(request: IncomingMessage, trustedOrigins: ReadonlySet<string>, proxyTrust: ProxyTrust): boolean {
  const origin = request.headers.origin;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  if (!origin) return false;
  return !trustedOrigins.has(origin) && origin !== `${protocolOf(request, proxyTrust)}://${request.headers.host}`;
}

/**
 * Cross-site request forgery guard for the state-changing legacy routes: a body must be JSON (a form
 * or `text/plain` post from another site gets 415), and a write a browser sends from another site is refused
 * (403), whether or not it carries our cookie: an empty cross-site form POST to `/api/auth/logout` carries none
 * (SameSite=Lax), yet its answer's cookie-clearing header would sign the visitor out. No other site's page has a
 * reason to write here (no CORS is granted); clients outside a browser send no Origin and pass. The request's own
 * origin is read through the proxies `proxyTrust` believes, as Express's `request.protocol` read it.
 */
export function sameOriginWrites(publicUrl: string, proxyTrust: ProxyTrust): NodeMiddleware {
  const trustedOrigins = new Set([new URL(publicUrl).origin]);
  return (request, _response, next) => {
    if (SAFE_METHODS.has(request.method ?? '')) return next();
    if (hasBody(request) && !typeIs(request, ['application/json'])) return next(requestFailure('body.not.json'));
    if (isForeignOrigin(request, trustedOrigins, proxyTrust)) return next(requestFailure('origin.cross.site'));
    next();
  };
}
