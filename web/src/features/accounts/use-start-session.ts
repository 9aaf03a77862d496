import { useApolloClient } from '@apollo/client/react';
import { SessionUserDocument, type SessionUser_UserFragment } from '@/gql/graphql';
import { logInSessionUser } from '@/session/session-user';

/**
 * After login or registration the server has set the session cookie; this side forgets every
 * answer cached for the visitor (what a page shows can depend on who asks), records `me`, and
 * stores the display data and fires `userLoggedIn` (spec §4).
 */
export function useStartSession(): (account: SessionUser_UserFragment) => Promise<void> {
  const client = useApolloClient();
  return async (account) => {
    await client.clearStore();
    client.writeQuery({ query: SessionUserDocument, data: { me: account } });
    logInSessionUser(account);
  };
}
