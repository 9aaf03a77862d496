import type { ApolloClient } from '@apollo/client';
import { OverlappingBookingsDocument, type OverlappingBookingsQuery } from '@/gql/graphql';

export type OverlappingBooking = OverlappingBookingsQuery['myBookings']['nodes'][number];

/**
 * The traveller's confirmed bookings sharing a day with the trip about to be booked, asked afresh
 * (a booking made in another tab counts). The warning is a courtesy, not a rule: when the question
 * fails, the booking goes ahead and its own answer says what happened.
 */
export async function findOverlappingBookings(
  client: ApolloClient,
  trip: { arrivalDate: string; departureDate: string },
): Promise<OverlappingBooking[]> {
  try {
    const { data } = await client.query({
      query: OverlappingBookingsDocument,
      variables: { from: trip.arrivalDate, to: trip.departureDate },
      fetchPolicy: 'network-only',
    });
    return data?.myBookings.nodes ?? [];
  } catch {
    return [];
  }
}
