import type { NextFunction, Request, Response } from 'express';

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
 * or `text/plain` post from another site gets 415), and a write a browser sends from another site is refused
 * (403), whether or not it carries our cookie: an empty cross-site form POST to `/api/auth/logout` carries none
 * (SameSite=Lax), yet its answer's cookie-clearing header would sign the visitor out. No other site's page has a
 * reason to write here (no CORS is granted); clients outside a browser send no Origin and pass.
 */
export function sameOriginWrites(publicUrl: string) {
  const trustedOrigins = new Set([new URL(publicUrl).origin]);
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (hasBody(request) && !request.is('application/json')) {
      response.status(415).json({ message: 'Send the request body as JSON (Content-Type: application/json).' });
      return;
    }
    if (isForeignOrigin(request, trustedOrigins)) {
      response.status(403).json({ message: 'Cross-site requests are not allowed.' });
      return;
    }
    next();
  };
}
