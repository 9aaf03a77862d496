import { graphql, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { SessionUserDocument, type SessionUser_UserFragment } from '@/gql/graphql';
import { ASHA } from './fixtures/accounts';
import { server } from './server';

/**
 * A browser where `account` is signed in: the stored display data and a server that knows the
 * session (otherwise the app's start-up check would log the user out).
 */
export function signInAs(account: SessionUser_UserFragment = ASHA.user): void {
  const role = account.role === 'ADMIN' ? 'admin' : 'user';
  localStorage.setItem('userData', JSON.stringify({ name: account.name, email: account.email, role }));
  localStorage.setItem('isLoggedIn', 'true');
  server.use(graphql.query(SessionUserDocument, () => HttpResponse.json({ data: { me: account } })));
}

/** Every `userLoggedIn` event's detail, for the rest of the test. */
export function recordLoggedInEvents(): unknown[] {
  const details: unknown[] = [];
  const record = (event: Event) => details.push((event as CustomEvent).detail);
  window.addEventListener('userLoggedIn', record);
  onTestFinished(() => window.removeEventListener('userLoggedIn', record));
  return details;
}
