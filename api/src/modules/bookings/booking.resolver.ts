import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { BaseContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { databaseIdOfType } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import { bookingMessages } from './booking.errors.js';
import { AllBookingsArgs, BookInput, BookingPageArgs, CancelBookingInput } from './booking.inputs.js';
import type { BookingsContext } from './booking.loaders.js';
import { BookPayload, BookingConnection, CancelBookingPayload, Country, StateBookingCount } from './booking.types.js';
import { TOP_STATES_COUNT } from './booking.rules.js';
import { COUNTRIES } from './country-list.js';

type Context = BaseContext & BookingsContext;

const SIGNED_IN = 'Signed-in accounts only: UNAUTHENTICATED for a visitor.';
const ADMINS_ONLY = 'Admins only: UNAUTHENTICATED for a visitor, FORBIDDEN for a user.';

@Resolver()
export class BookingResolver {
  @Authorized()
  @Mutation(() => BookPayload, {
    description: `Books a tour for the signed-in account (users and admins, spec §6), with the account's email, and mails a confirmation. ${SIGNED_IN} Broken rules come back in \`errors\`.`,
  })
  book(@Arg('input', () => BookInput, { description: 'The booking form.' }) input: BookInput, @Ctx() { viewer, bookings }: Context) {
    const { tourId, ...form } = input;
    return bookings.service.book(viewer, { ...form, tourStateId: databaseIdOfType(tourId, 'Tour') });
  }

  @Authorized()
  @Mutation(() => CancelBookingPayload, {
    description: `Cancels one of the caller's own confirmed bookings while its departure (00:00 IST) is at least 24 hours away. ${SIGNED_IN} NOT_FOUND for an unknown ID or another person's booking (FORBIDDEN for an admin, who can see it); ALREADY_CANCELLED and TOO_LATE_TO_CANCEL come back in \`errors\`.`,
  })
  async cancelBooking(
    @Arg('input', () => CancelBookingInput, { description: 'The booking.' }) input: CancelBookingInput,
    @Ctx() { viewer, bookings }: Context,
  ) {
    const databaseId = databaseIdOfType(input.bookingId, 'Booking');
    if (databaseId === undefined) throw new NotFoundError(bookingMessages.notFound);
    const result = await bookings.service.cancel(viewer, databaseId);
    if (result.booking) bookings.loaders.bookingById.clear(databaseId).prime(databaseId, result.booking);
    return result;
  }

  @Authorized()
  @Query(() => BookingConnection, { description: `The caller's own bookings, newest first, 6 per page by default (spec §9). ${SIGNED_IN}` })
  async myBookings(@Args(() => BookingPageArgs) args: BookingPageArgs, @Ctx() { viewer, bookings }: Context) {
    return BookingConnection.fromPage(await bookings.lists.listOwn(viewer, args));
  }

  @Authorized(Role.ADMIN)
  @Query(() => BookingConnection, { description: `Every booking with its booker's name and email, newest first, optionally of one state. ${ADMINS_ONLY}` })
  async bookings(@Args(() => AllBookingsArgs) args: AllBookingsArgs, @Ctx() { viewer, bookings }: Context) {
    return BookingConnection.fromPage(await bookings.lists.listAll(viewer, { ...args, state: args.filter?.state }));
  }

  @Authorized(Role.ADMIN)
  @Query(() => [StateBookingCount], {
    description: `The ${TOP_STATES_COUNT} states whose tours have the most confirmed bookings, most first (ties by name). ${ADMINS_ONLY}`,
  })
  topBookedStates(@Ctx() { viewer, bookings }: Context) {
    return bookings.lists.topBookedStates(viewer);
  }

  @Query(() => [Country], { description: 'Every country a traveller may choose on the booking form (ISO 3166-1), by English name. Open to everyone.' })
  countries(): readonly Country[] {
    return COUNTRIES;
  }
}
