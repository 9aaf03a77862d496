import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LogOutDocument } from '@/gql/graphql';
import { paths } from '@/paths';
import { clearSessionUser } from './session-user';

/**
 * Logout (spec §2): the server revokes the session and clears its cookie, then the stored user and
 * every cached answer (which may hold this user's data) go, and the visitor lands on the home page.
 * Resolves false when the server could not be reached: the session is then still alive, so the
 * user is left signed in rather than shown a logout that did not happen.
 */
export function useLogOut(): { logOut: () => Promise<boolean>; isLoggingOut: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logOutMutation, { loading }] = useMutation(LogOutDocument);

  async function logOut(): Promise<boolean> {
    try {
      await logOutMutation();
    } catch {
      return false;
    }
    clearSessionUser();
    await client.clearStore();
    await navigate(paths.home.to());
    return true;
  }

  return { logOut, isLoggingOut: loading };
}
