import { skipToken, useQuery } from '@apollo/client/react';
import { SessionUserDocument } from '@/gql/graphql';
import { useSessionUser } from '@/session/use-session-user';

/**
 * Whether to offer the admin's Edit links (spec §6). The server's `me`, not the stored role, decides:
 * localStorage is the page's to write. Answered from the cache the app's start-up check and every
 * login fill, so a page that calls it once asks the server at most once; a visitor never asks.
 */
export function useCanEditCatalogue(): boolean {
  const account = useSessionUser();
  const { data } = useQuery(SessionUserDocument, account ? {} : skipToken);
  return Boolean(account) && data?.me?.role === 'ADMIN';
}
