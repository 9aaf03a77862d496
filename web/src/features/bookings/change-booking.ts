import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { BookingChangeQuoteDocument, ChangeBookingDocument, type BookingChangeQuoteQuery } from '@/gql/graphql';

export const changeBookingMessages = {
  changed: '✅ Booking changed successfully.',
  failed: '❌ Failed to change booking.',
} as const;

/** The trip as the traveller wants it. */
export type WantedTrip = { arrivalDate: string; departureDate: string; adults: number; children: number };

export type ChangeQuote = NonNullable<BookingChangeQuoteQuery['bookingChangeQuote']['quote']> & { version: number };

export type QuoteOutcome = { quote: ChangeQuote } | { message: string };

/** A key per dialog: a confirm sent again (a double click, a retry after a lost answer) changes the booking once. */
const newKey = () => `change-${crypto.randomUUID()}`;

/**
 * The two steps of a change: a quote of the trip as wanted, then the change confirmed against that quote's version
 * (a booking changed meanwhile is refused and quoted again, never changed twice).
 */
export function useChangeBooking(bookingId: string) {
  const [quoteChange, quoting] = useLazyQuery(BookingChangeQuoteDocument, { fetchPolicy: 'network-only' });
  const [mutate, changing] = useMutation(ChangeBookingDocument);
  const [idempotencyKey] = useState(newKey);

  async function quote(trip: WantedTrip): Promise<QuoteOutcome> {
    try {
      const { data } = await quoteChange({ variables: { input: { bookingId, ...trip } } });
      const answer = data?.bookingChangeQuote;
      if (answer?.quote && answer.version !== null) return { quote: { ...answer.quote, version: answer.version } };
      return { message: answer?.errors.map((error) => error.message).join(' ') || changeBookingMessages.failed };
    } catch {
      return { message: changeBookingMessages.failed };
    }
  }

  async function change(trip: WantedTrip, expectedVersion: number): Promise<{ isChanged: true } | { isChanged: false; message: string }> {
    try {
      const { data } = await mutate({ variables: { input: { bookingId, ...trip, expectedVersion, idempotencyKey } } });
      const payload = data?.changeBooking;
      if (payload?.booking && payload.errors.length === 0) return { isChanged: true };
      return { isChanged: false, message: payload?.errors.map((error) => error.message).join(' ') || changeBookingMessages.failed };
    } catch {
      return { isChanged: false, message: changeBookingMessages.failed };
    }
  }

  return { quote, change, isBusy: quoting.loading || changing.loading };
}
