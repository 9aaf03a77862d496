import { parse as parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { SessionCookie } from '../graphql/context.js';

/** httpOnly: page scripts (and so injected ones) never see the token. */
export const SESSION_COOKIE_NAME = 'india_tours_session';

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function cookieToken(request: Request): string | undefined {
  return request.headers.cookie ? parseCookie(request.headers.cookie)[SESSION_COOKIE_NAME] : undefined;
}

/** The session token a request carries: an `Authorization: Bearer` header wins over the cookie. */
export function sessionTokenOf(request: Request): string | undefined {
  return bearerToken(request) ?? cookieToken(request);
}

/** True when the browser's cookie, not an explicit header, would authenticate the request (CSRF matters). */
export function isCookieAuthenticated(request: Request): boolean {
  return bearerToken(request) === undefined && cookieToken(request) !== undefined;
}

/** Secure when this request came over https, or whenever the site's public address is https (TLS ends at a proxy). */
export function sessionCookieOf(request: Request, response: Response, isHttpsSite: boolean): SessionCookie {
  const options = { httpOnly: true, sameSite: 'lax', secure: isHttpsSite || request.secure, path: '/' } as const;
  return {
    set: (token, maxAgeSeconds) => response.cookie(SESSION_COOKIE_NAME, token, { ...options, maxAge: maxAgeSeconds * 1000 }),
    clear: () => response.clearCookie(SESSION_COOKIE_NAME, options),
  };
}
