import type { NextFunction, Request, Response } from 'express';
import { isCookieAuthenticated } from './session-cookie.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(request: Request): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

function isForeignOrigin(request: Request, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  if (!origin) return false;
  return !trustedOrigins.has(origin) && origin !== `${request.protocol}://${request.headers.host}`;
}

/**
 * Cross-site request forgery guard for the state-changing legacy routes: a body must be JSON (a form
 * or `text/plain` post from another site gets 415), and a request that a browser authenticated with
 * our cookie must come from our own origin (403). Calls with a bearer token carry no ambient authority.
 */
export function sameOriginWrites(publicUrl: string) {
  const trustedOrigins = new Set([new URL(publicUrl).origin]);
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (hasBody(request) && !request.is('application/json')) {
      response.status(415).json({ message: 'Send the request body as JSON (Content-Type: application/json).' });
      return;
    }
    if (isCookieAuthenticated(request) && isForeignOrigin(request, trustedOrigins)) {
      response.status(403).json({ message: 'Cross-site requests are not allowed.' });
      return;
    }
    next();
  };
}
