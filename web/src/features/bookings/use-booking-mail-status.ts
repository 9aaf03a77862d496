import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { BookingMailStatusDocument, type MailDeliveryStatus } from '@/gql/graphql';

/** What the traveller is told about the confirmation mail (spec §8), or 'checking' while it is on its way. */
export type MailOutcome = 'checking' | 'sent' | 'failed' | 'notSent';

/** Spec §8, word for word. */
export const mailOutcomeMessages = {
  checking: 'Sending your confirmation email…',
  sent: '📩 Booking confirmation sent via email ✅',
  failed: '📩 Booking saved but email failed to send ❌',
  notSent: '⚠️ Booking saved but email not sent ❌',
} as const satisfies Record<MailOutcome, string>;

/** A few seconds is what a traveller waits on a confirmation screen; the mail's fate after that is "not sent (yet)". */
const POLL_INTERVAL_MS = 1000;
const WAIT_MS = 6000;

type MailStatusBooking = { id: string; confirmationMailStatus: MailDeliveryStatus | null };

function outcomeOf(status: MailDeliveryStatus | null, { isQueued, hasWaited }: { isQueued: boolean; hasWaited: boolean }): MailOutcome {
  if (!isQueued) return 'notSent';
  if (status === 'SENT') return 'sent';
  if (status === 'FAILED') return 'failed';
  // LOGGED: no mail server, printed to the log; null: nothing queued. Neither reaches the traveller.
  if (status === 'PENDING') return hasWaited ? 'notSent' : 'checking';
  return 'notSent';
}

/**
 * Follows a fresh booking's confirmation mail (`Booking.confirmationMailStatus`) every second for a
 * few seconds, until it is sent or failed, and says which message of spec §8 applies.
 */
export function useBookingMailStatus(
  booking: MailStatusBooking,
  isQueued: boolean,
  { intervalMs = POLL_INTERVAL_MS, waitMs = WAIT_MS }: { intervalMs?: number; waitMs?: number } = {},
): MailOutcome {
  const client = useApolloClient();
  const [status, setStatus] = useState(booking.confirmationMailStatus);
  const [hasWaited, setHasWaited] = useState(false);
  const outcome = outcomeOf(status, { isQueued, hasWaited });
  const isChecking = outcome === 'checking';

  useEffect(() => {
    if (!isChecking) return;
    let isFollowing = true;
    let timer = setTimeout(poll, intervalMs);
    const deadline = setTimeout(() => setHasWaited(true), waitMs);
    async function poll() {
      const { data } = await client
        .query({ query: BookingMailStatusDocument, variables: { id: booking.id }, fetchPolicy: 'network-only' })
        .catch(() => ({ data: undefined }));
      if (!isFollowing) return;
      if (data?.node?.__typename === 'Booking') setStatus(data.node.confirmationMailStatus);
      timer = setTimeout(poll, intervalMs);
    }
    return () => {
      isFollowing = false;
      clearTimeout(timer);
      clearTimeout(deadline);
    };
  }, [client, booking.id, isChecking, intervalMs, waitMs]);

  return outcome;
}
