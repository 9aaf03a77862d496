import type { ApolloClient } from '@apollo/client';
import { BookingMailStatusDocument, type MailDeliveryStatus } from '@/gql/graphql';
import { useMailOutcome, type MailOutcome, type MailPollTiming } from '@/lib/use-mail-outcome';

/** Spec §8, word for word. */
export const mailOutcomeMessages = {
  checking: 'Sending your confirmation email…',
  sent: '📩 Booking confirmation sent via email ✅',
  failed: '📩 Booking saved but email failed to send ❌',
  notSent: '⚠️ Booking saved but email not sent ❌',
} as const satisfies Record<MailOutcome, string>;

type MailStatusBooking = { id: string; confirmationMailStatus: MailDeliveryStatus | null };

async function readConfirmationMailStatus(client: ApolloClient, bookingId: string) {
  const { data } = await client.query({ query: BookingMailStatusDocument, variables: { id: bookingId }, fetchPolicy: 'network-only' });
  return data?.node?.__typename === 'Booking' ? data.node.confirmationMailStatus : undefined;
}

/** Follows a fresh booking's confirmation mail (`Booking.confirmationMailStatus`) and says which message of spec §8 applies. */
export function useBookingMailStatus(booking: MailStatusBooking, isQueued: boolean, timing?: MailPollTiming): MailOutcome {
  return useMailOutcome(
    { subjectId: booking.id, initialStatus: booking.confirmationMailStatus, isQueued, readStatus: readConfirmationMailStatus },
    timing,
  );
}
