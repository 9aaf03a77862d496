import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { BookingQuoteDocument, CancelBookingDocument } from '@/gql/graphql';

/** Spec §8, word for word. The 24-hour refusal's text comes from the server with its code. */
export const cancelBookingMessages = {
  confirm: 'Are you sure you want to cancel this booking?',
  cancelled: '✅ Booking cancelled successfully.',
  failed: '❌ Failed to cancel booking.',
  serverError: '🚫 Server error while cancelling booking.',
} as const;

export type CancelOutcome = { isCancelled: true } | { isCancelled: false; message: string };

/**
 * A refusal the server meant (not found, not yours, signed out) is a failure to cancel; an answer
 * that never came, or a masked crash, is the server's fault (spec §8 tells the two apart).
 */
function describeFailure(error: unknown): string {
  if (!CombinedGraphQLErrors.is(error)) return cancelBookingMessages.serverError;
  const codes = error.errors.map((graphQLError) => String(graphQLError.extensions?.code ?? ''));
  const rateLimited = error.errors.find((graphQLError) => graphQLError.extensions?.code === 'RATE_LIMITED');
  if (rateLimited) return rateLimited.message;
  const isCrash = codes.some((code) => code === '' || code === 'INTERNAL_SERVER_ERROR');
  return isCrash ? cancelBookingMessages.serverError : cancelBookingMessages.failed;
}

/**
 * Cancels one of the signed-in user's bookings. The payload carries the card's fields, so Apollo's
 * cache shows the booking cancelled (status, fee, refund) without a refetch.
 */
export function useCancelBooking(): {
  cancelBooking: (bookingId: string, shownFeePercent: number | null) => Promise<CancelOutcome>;
  isCancelling: boolean;
} {
  const [mutate, { loading }] = useMutation(CancelBookingDocument);
  const client = useApolloClient();

  /** The fee shown goes with the request: if its band has ended meanwhile, nothing is cancelled and the new quote is shown. */
  async function cancelBooking(bookingId: string, shownFeePercent: number | null): Promise<CancelOutcome> {
    try {
      const { data } = await mutate({ variables: { input: { bookingId, expectedFeePercent: shownFeePercent } } });
      const payload = data?.cancelBooking;
      if (payload?.booking && payload.errors.length === 0) return { isCancelled: true };
      const feeChanged = payload?.errors.find((error) => error.code === 'FEE_CHANGED');
      if (feeChanged) await client.query({ query: BookingQuoteDocument, variables: { id: bookingId }, fetchPolicy: 'network-only' });
      const explained = payload?.errors.find((error) => error.code === 'TOO_LATE_TO_CANCEL') ?? feeChanged;
      return { isCancelled: false, message: explained?.message ?? cancelBookingMessages.failed };
    } catch (error) {
      return { isCancelled: false, message: describeFailure(error) };
    }
  }

  return { cancelBooking, isCancelling: loading };
}
