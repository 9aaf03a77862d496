import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { MailDeliveryStatus } from '@/gql/graphql';

/** What the sender of a request is told about the mail queued with it, or 'checking' while it is on its way. */
export type MailOutcome = 'checking' | 'sent' | 'failed' | 'notSent';

/**
 * Asks the server where the mail of `subjectId` is now. Undefined when the answer says nothing about
 * it (the subject is gone): the last known status stands. A failed request may reject.
 */
export type ReadMailStatus = (client: ApolloClient, subjectId: string) => Promise<MailDeliveryStatus | null | undefined>;

export type MailPollTiming = { intervalMs?: number; waitMs?: number };

type FollowedMail = {
  /** What the mail is about (a booking's id, a contact ticket's number): `readStatus` is asked about it. */
  subjectId: string;
  /** The status the request's answer gave. */
  initialStatus: MailDeliveryStatus | null;
  /** False when the request was saved without queuing the mail: there is nothing to follow. */
  isQueued: boolean;
  /** A stable function (declared at module level), or the polling starts over on every render. */
  readStatus: ReadMailStatus;
};

/** A few seconds is what someone waits on a confirmation screen; the mail's fate after that is "not sent (yet)". */
const POLL_INTERVAL_MS = 1000;
const WAIT_MS = 6000;

function outcomeOf(status: MailDeliveryStatus | null, { isQueued, hasWaited }: { isQueued: boolean; hasWaited: boolean }): MailOutcome {
  if (!isQueued) return 'notSent';
  if (status === 'SENT') return 'sent';
  if (status === 'FAILED') return 'failed';
  // LOGGED: no mail server, printed to the log; null: nothing queued. Neither reaches anyone's inbox.
  if (status === 'PENDING') return hasWaited ? 'notSent' : 'checking';
  return 'notSent';
}

/**
 * Follows a mail queued with a request (the mail queue sends it shortly after) every second for a few
 * seconds, until it is sent or failed, and says which outcome the screen should announce.
 */
export function useMailOutcome(
  { subjectId, initialStatus, isQueued, readStatus }: FollowedMail,
  { intervalMs = POLL_INTERVAL_MS, waitMs = WAIT_MS }: MailPollTiming = {},
): MailOutcome {
  const client = useApolloClient();
  const [status, setStatus] = useState(initialStatus);
  const [hasWaited, setHasWaited] = useState(false);
  const outcome = outcomeOf(status, { isQueued, hasWaited });
  const isChecking = outcome === 'checking';

  useEffect(() => {
    if (!isChecking) return;
    let isFollowing = true;
    let timer = setTimeout(poll, intervalMs);
    const deadline = setTimeout(() => setHasWaited(true), waitMs);
    async function poll() {
      const latest = await readStatus(client, subjectId).catch(() => undefined);
      if (!isFollowing) return;
      if (latest !== undefined) setStatus(latest);
      timer = setTimeout(poll, intervalMs);
    }
    return () => {
      isFollowing = false;
      clearTimeout(timer);
      clearTimeout(deadline);
    };
  }, [client, subjectId, readStatus, isChecking, intervalMs, waitMs]);

  return outcome;
}
