import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { SessionCookie } from '../graphql/context.js';

/** httpOnly: page scripts (and so injected ones) never see the token. */
export const SESSION_COOKIE_NAME = 'india_tours_session';

function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function cookieToken(request: IncomingMessage): string | undefined {
  return request.headers.cookie ? parseCookie(request.headers.cookie)[SESSION_COOKIE_NAME] : undefined;
}

/** The session token a request carries: an `Authorization: Bearer` header wins over the cookie. */
export function sessionTokenOf(request: IncomingMessage): string | undefined {
  return bearerToken(request) ?? cookieToken(request);
}

/**
 * Secure when this request came over https (`isHttpsRequest`), or whenever the site's public address is https (TLS
 * ends at a proxy); `isSecure` is asked only when a cookie is written, as few requests write one. Both Max-Age and
 * Expires: a browser that predates Max-Age would keep the cookie for the session only.
 */
export function sessionCookieOf(response: ServerResponse, isSecure: () => boolean): SessionCookie {
  const optionsOf = () => ({ httpOnly: true, sameSite: 'lax', secure: isSecure(), path: '/' }) as const;
  return {
    set: (token, maxAgeSeconds) =>
      response.appendHeader(
        'Set-Cookie',
        stringifySetCookie(SESSION_COOKIE_NAME, token, { ...optionsOf(), maxAge: maxAgeSeconds, expires: new Date(Date.now() + maxAgeSeconds * 1000) }),
      ),
    clear: () => response.appendHeader('Set-Cookie', stringifySetCookie(SESSION_COOKIE_NAME, '', { ...optionsOf(), expires: new Date(0) })),
  };
}
