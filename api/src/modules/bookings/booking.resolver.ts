import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ADMINS_ONLY } from '../../graphql/auth-checker.js';
import type { BaseContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { fieldNamesSelectedAt, nodeFieldNamesSelected } from '../../graphql/selection.js';
import { databaseIdOfType } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import { bookingMessages } from './booking.errors.js';
import { AllBookingsArgs, BookInput, CancelBookingInput, MyBookingsArgs } from './booking.inputs.js';
import type { BookingsContext } from './booking.loaders.js';
import { MailDeliveryStatus } from '../mail/index.js';
import { BookPayload, BookingConnection, CancelBookingPayload, Country, StateBookingCount } from './booking.types.js';
import { Booking } from './booking.entity.js';
import { TOP_STATES_COUNT } from './booking.rules.js';
import { COUNTRIES } from './country-list.js';

type Context = BaseContext & BookingsContext;

const SIGNED_IN = 'Signed-in accounts only: UNAUTHENTICATED for a visitor.';

@Resolver()
export class BookingResolver {
  @Authorized()
  @Mutation(() => BookPayload, {
    description: `Books a tour for the signed-in account (users and admins, spec §6), with the account's email, at the tour's price of the moment, and mails a confirmation (and a copy to the operator). The trip must start at least 48 hours from now (00:00 IST of the arrival date). Send an \`idempotencyKey\` to make a retry safe. ${SIGNED_IN} Broken rules come back in \`errors\`.`,
  })
  book(@Arg('input', () => BookInput, { description: 'The booking form.' }) input: BookInput, @Ctx() { actor, bookings }: Context) {
    return bookings.service.book(actor, input);
  }

  @Authorized()
  @Mutation(() => CancelBookingPayload, {
    description: `Cancels one of the caller's own confirmed bookings while the trip starts (00:00 IST of its arrival date) at least 24 hours from now, charging the fee of \`cancellationQuote\` at that moment, and mails the traveller what was charged. ${SIGNED_IN} NOT_FOUND for an unknown ID or another person's booking (FORBIDDEN for an admin, who can see it); ALREADY_CANCELLED, TOO_LATE_TO_CANCEL and FEE_CHANGED come back in \`errors\`.`,
  })
  async cancelBooking(
    @Arg('input', () => CancelBookingInput, { description: 'The booking.' }) input: CancelBookingInput,
    @Ctx() { actor, bookings }: Context,
  ) {
    const databaseId = databaseIdOfType(input.bookingId, 'Booking');
    if (databaseId === undefined) throw new NotFoundError(bookingMessages.notFound);
    const result = await bookings.service.cancel(actor, databaseId, input.expectedFeePercent ?? null);
    if (result.booking) bookings.loaders.bookingById.clear(databaseId).prime(databaseId, result.booking);
    return result;
  }

  @Authorized()
  @Query(() => BookingConnection, { description: `The caller's own bookings, newest first, 6 per page by default (spec §9). ${SIGNED_IN}` })
  async myBookings(@Args(() => MyBookingsArgs) args: MyBookingsArgs, @Ctx() { actor, bookings }: Context, @Info() info: GraphQLResolveInfo) {
    return BookingConnection.fromPage(await bookings.lists.listOwn(actor, { ...args, fieldsRead: nodeFieldNamesSelected(info) }));
  }

  @Authorized(Role.ADMIN)
  @Query(() => BookingConnection, {
    description: `Every booking with its booker's name and email, newest first, optionally of tours visiting one state or with one reference. ${ADMINS_ONLY}`,
  })
  async bookings(@Args(() => AllBookingsArgs) args: AllBookingsArgs, @Ctx() { actor, bookings }: Context, @Info() info: GraphQLResolveInfo) {
    const totalCountRead = fieldNamesSelectedAt(info, []).has('totalCount');
    return BookingConnection.fromPage(await bookings.lists.listAll(actor, { ...args, fieldsRead: nodeFieldNamesSelected(info), totalCountRead }));
  }

  @Authorized(Role.ADMIN)
  @Query(() => [StateBookingCount], {
    description: `The ${TOP_STATES_COUNT} states visited by the most confirmed bookings, most first (ties by name); a tour across states counts for each. Read from counts kept with every booking and cancellation. ${ADMINS_ONLY}`,
  })
  topBookedStates(@Ctx() { actor, bookings }: Context) {
    return bookings.lists.topBookedStates(actor);
  }

  @Query(() => [Country], { description: 'Every country a traveller may choose on the booking form (ISO 3166-1), by English name. Open to everyone.' })
  countries(): readonly Country[] {
    return COUNTRIES;
  }
}

@Resolver(() => Booking)
export class BookingFieldsResolver {
  @FieldResolver(() => MailDeliveryStatus, {
    nullable: true,
    description:
      "Where the confirmation mail to the traveller is: PENDING, SENT, LOGGED (no mail server configured) or FAILED; null when none could be queued (spec §8 '⚠️ Booking saved but email not sent ❌'). Readable by the booker and admins, as the booking.",
  })
  async confirmationMailStatus(@Root() booking: Booking, @Ctx() { bookings }: Context): Promise<MailDeliveryStatus | null> {
    if (booking.confirmationMailId === null) return null;
    return bookings.loaders.mailStatusById.load(booking.confirmationMailId);
  }
}
