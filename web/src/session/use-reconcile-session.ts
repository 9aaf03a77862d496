import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { SessionUserDocument } from '@/gql/graphql';
import { clearSessionUser, sessionChangeCount, updateSessionUser } from './session-user';

/**
 * On app start, asks the server who is signed in and makes the stored user agree: a session that
 * expired or was revoked elsewhere (another tab's logout, a password reset) must not leave a name
 * in the header. The server, not localStorage, decides.
 */
export function useReconcileSession(): void {
  const client = useApolloClient();
  useEffect(() => {
    const changeCountAtStart = sessionChangeCount();
    client.query({ query: SessionUserDocument, fetchPolicy: 'network-only' }).then(
      ({ data }) => {
        // A login or logout while the answer travelled is newer than the answer.
        if (!data || sessionChangeCount() !== changeCountAtStart) return;
        if (data.me) updateSessionUser(data.me);
        else clearSessionUser();
      },
      // Offline or failing: keep what is stored; the next start asks again.
      () => {},
    );
  }, [client]);
}
