import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '@/paths';

const SITE_ORIGIN = 'https://india-tours.invalid';
const ACCOUNT_PAGES = new Set<string>([
  paths.login.pattern,
  paths.register.pattern,
  paths.forgotPassword.pattern,
  paths.resetPassword.pattern,
]);

/** Browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`. */
function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

/**
 * `candidate` when it is a path of this site, otherwise undefined. The value comes from the URL
 * (`?from=`), which anyone can craft: accepting `//evil.example`, `/\evil.example` or
 * `https://evil.example` would turn our login page into an open redirect to a phishing site.
 */
export function safeReturnPath(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) return undefined;
  if (candidate.includes('\\') || hasControlCharacter(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, SITE_ORIGIN);
  } catch {
    return undefined;
  }
  // Dot segments resolve away: `/..//evil.example` comes out as `//evil.example`, a link to another site.
  if (url.origin !== SITE_ORIGIN || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after login or registration (spec §4): the router state's `from` when the app sent
 * the user here, else `?from=` (which survives a reload or a shared link); only paths of this site.
 */
export function useReturnPath(): string | undefined {
  const { state } = useLocation();
  const [searchParams] = useSearchParams();
  const fromState: unknown = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  const returnPath = safeReturnPath(fromState) ?? safeReturnPath(searchParams.get('from'));
  // Coming back to the login or register form after logging in would look like a failure.
  return returnPath && !ACCOUNT_PAGES.has(new URL(returnPath, SITE_ORIGIN).pathname) ? returnPath : undefined;
}
