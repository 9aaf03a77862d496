import type { SessionUser_UserFragment } from '@/gql/graphql';

/**
 * The signed-in user as the browser remembers it (spec §3, §4): display data for the header and
 * forms, never a token or a secret. BEWARE: anything in localStorage is readable and writable by
 * the page, so it decides nothing; the server checks the session cookie on every request.
 */
export type SessionUser = { name: string; email: string; role: 'admin' | 'user' };

export const USER_DATA_KEY = 'userData';
export const LOGGED_IN_KEY = 'isLoggedIn';
/** Browser-wide event fired on login (spec §4); `detail` is the `SessionUser`. */
export const USER_LOGGED_IN_EVENT = 'userLoggedIn';
/** Fired on every change made in this tab: `storage` events only reach the other tabs. */
export const SESSION_CHANGED_EVENT = 'india-tours:session-changed';

let changeCount = 0;
let parsedRaw: string | null = null;
let parsedUser: SessionUser | null = null;

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { name, email, role } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof email === 'string' && (role === 'admin' || role === 'user');
}

function parseUserData(raw: string): SessionUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (isSessionUser(value)) return { name: value.name, email: value.email, role: value.role };
  } catch {
    // Reported below, like a well-formed value of the wrong shape.
  }
  // Spec §8: logged to the console only; the visitor simply sees the logged-out header.
  console.error('Failed to parse user data');
  return null;
}

/**
 * The stored user, or null when logged out or when the stored data is unreadable. Parsed once per
 * stored value, so every component can call it on each render (and `useSyncExternalStore` gets a
 * stable snapshot).
 */
export function readSessionUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_DATA_KEY);
  if (raw === null) return null;
  if (raw !== parsedRaw) {
    parsedRaw = raw;
    parsedUser = parseUserData(raw);
  }
  return parsedUser;
}

/** Only the display fields of an account, with the role as the spec spells it (lower case). */
export function toSessionUser(user: SessionUser_UserFragment): SessionUser {
  return { name: user.name, email: user.email, role: user.role === 'ADMIN' ? 'admin' : 'user' };
}

function writeSessionUser(user: SessionUser): void {
  changeCount += 1;
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
  localStorage.setItem(LOGGED_IN_KEY, 'true');
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** After login or registration: remembers the user and tells the whole page (spec §4). */
export function logInSessionUser(account: SessionUser_UserFragment): SessionUser {
  const user = toSessionUser(account);
  writeSessionUser(user);
  window.dispatchEvent(new CustomEvent<SessionUser>(USER_LOGGED_IN_EVENT, { detail: user }));
  return user;
}

/** The server says who is signed in; the stored copy follows it quietly (no login happened). */
export function updateSessionUser(account: SessionUser_UserFragment): void {
  const user = toSessionUser(account);
  const stored = readSessionUser();
  if (stored && JSON.stringify(stored) === JSON.stringify(user)) return;
  writeSessionUser(user);
}

export function clearSessionUser(): void {
  changeCount += 1;
  localStorage.removeItem(USER_DATA_KEY);
  localStorage.removeItem(LOGGED_IN_KEY);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** Grows on every login, update and logout: lets a slow answer tell that it has been overtaken. */
export function sessionChangeCount(): number {
  return changeCount;
}
