import type { ApolloClient } from '@apollo/client';
import { MailCard_MailFragmentDoc, RetriedMailStatusDocument } from '@/gql/graphql';
import { useMailOutcome } from '@/lib/use-mail-outcome';

/** Longer than the mail queue's whole schedule: it gives up after 8 attempts, backing off from 30 s to an hour. */
const FOLLOW_MS = 2 * 60 * 60 * 1000;

/**
 * Asks the server only when an attempt is due: between two attempts (30 s to an hour apart, the next
 * one in the cached card) nothing can change, so a mail refused again costs no request a second.
 */
async function readRetriedMailStatus(client: ApolloClient, mailId: string) {
  const card = client.readFragment({ id: client.cache.identify({ __typename: 'OutboxMail', id: mailId }), fragment: MailCard_MailFragmentDoc });
  if (card?.nextAttemptAt && Date.parse(String(card.nextAttemptAt)) > Date.now()) return undefined;
  const { data } = await client.query({ query: RetriedMailStatusDocument, variables: { id: mailId }, fetchPolicy: 'network-only' });
  return data?.node?.__typename === 'OutboxMail' ? data.node.status : undefined;
}

/**
 * Follows a mail put back in the queue until it is sent, logged or failed again, with the poller the
 * confirmation screens use. Each answer lands in the cache, so the mail's card shows every attempt as
 * it happens. Shows nothing itself: the card mounts it after a retry.
 */
export function RetriedMailFollower({ mailId }: { mailId: string }) {
  useMailOutcome({ subjectId: mailId, initialStatus: 'PENDING', isQueued: true, readStatus: readRetriedMailStatus }, { waitMs: FOLLOW_MS });
  return null;
}
