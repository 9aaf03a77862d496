import { useSyncExternalStore } from 'react';
import { readSessionUser, SESSION_CHANGED_EVENT, USER_LOGGED_IN_EVENT, type SessionUser } from './session-user';

const EVENTS = [USER_LOGGED_IN_EVENT, SESSION_CHANGED_EVENT, 'storage'] as const;

function subscribe(onChange: () => void): () => void {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

/**
 * The signed-in user to show, or null. Follows a login in this tab (the `userLoggedIn` event),
 * a logout, and changes made in other tabs (`storage`). Display only: the server decides access.
 */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, readSessionUser, () => null);
}
