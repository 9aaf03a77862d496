import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { BaseContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { databaseIdOfType } from '../../graphql/relay/global-id.js';
import { BookingChange } from './booking-change.entity.js';
import { BookingChangeQuotePayload, ChangeBookingInput, ChangeBookingPayload } from './booking-change.types.js';
import { Booking } from './booking.entity.js';
import { bookingMessages } from './booking.errors.js';
import type { BookingsContext } from './booking.loaders.js';

type Context = BaseContext & BookingsContext;

const WHO =
  "The caller's own booking, with the trip starting (00:00 IST) at least 10 days from now; an admin may change any booking without that limit. UNAUTHENTICATED for a visitor; NOT_FOUND for an unknown ID or another person's booking.";

function databaseIdOf(bookingId: string): number {
  const databaseId = databaseIdOfType(bookingId, 'Booking');
  if (databaseId === undefined) throw new NotFoundError(bookingMessages.notFound);
  return databaseId;
}

@Resolver()
export class BookingChangeResolver {
  @Authorized()
  @Query(() => BookingChangeQuotePayload, {
    description: `What changing a booking's dates or travellers would cost and leave (spec §9), without changing it: the new total, the fee for travellers removed (the cancellation band of today), and the cancellation quote after. ${WHO}`,
  })
  bookingChangeQuote(@Arg('input', () => ChangeBookingInput, { description: 'The booking and its trip as it should be.' }) input: ChangeBookingInput, @Ctx() { actor, bookings }: Context) {
    return bookings.changes.quote(actor, databaseIdOf(input.bookingId), input);
  }

  @Authorized()
  @Mutation(() => ChangeBookingPayload, {
    description: `Changes a booking's dates or travellers in one step (spec §9): the new seats taken before the old are given back, the booking keeps its reference, the change is recorded in \`changes\`, and the traveller and the operator are mailed. Send \`expectedVersion\` from the quote and an \`idempotencyKey\`. ${WHO}`,
  })
  async changeBooking(@Arg('input', () => ChangeBookingInput, { description: 'The booking and its trip as it should be.' }) input: ChangeBookingInput, @Ctx() { actor, bookings }: Context) {
    const databaseId = databaseIdOf(input.bookingId);
    const result = await bookings.changes.change(actor, databaseId, input);
    if (result.booking) bookings.loaders.bookingById.clear(databaseId).prime(databaseId, result.booking);
    bookings.loaders.changesByBookingId.clear(databaseId);
    return result;
  }
}

@Resolver(() => Booking)
export class BookingChangesResolver {
  @FieldResolver(() => [BookingChange], { description: 'Every change made to the booking, oldest first.' })
  changes(@Root() booking: Booking, @Ctx() { bookings }: Context): Promise<BookingChange[]> {
    return bookings.loaders.changesByBookingId.load(booking.databaseId);
  }
}
