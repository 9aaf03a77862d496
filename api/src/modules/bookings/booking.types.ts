import { Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { UserErrorType, type UserErrorShape } from '../../graphql/user-error.js';
import { Booking } from './booking.entity.js';
import { BookingErrorCode } from './booking.errors.js';

@ObjectType({ description: 'A page of bookings, newest first.', simpleResolvers: true })
export class BookingConnection extends Connection(Booking, 'Booking', 'A booking.') {}

export const BookingError = UserErrorType<BookingErrorCode>(
  BookingErrorCode,
  'BookingError',
  'An expected failure of booking or cancelling; `code` says which, `field` names the input field.',
);
export type BookingError = UserErrorShape<BookingErrorCode>;

@ObjectType({ description: 'The result of `book`.', simpleResolvers: true })
export class BookPayload {
  @Field(() => Booking, {
    nullable: true,
    description: "The booking as saved (status CONFIRMED); null when `errors` is not empty. Show '✅ Booking done successfully!' (spec §8).",
  })
  booking: Booking | null;

  @Field(() => Boolean, {
    description:
      "True when the confirmation mail to the account's email was queued with the booking (it is then sent shortly, retried if the mail server is down; follow `booking.confirmationMailStatus`); false when the booking was saved without it, or not saved.",
  })
  confirmationMailQueued: boolean;

  @Field(() => [BookingError], {
    description:
      'Codes: TOUR_NOT_FOUND, TOUR_UNAVAILABLE, TOTAL_TOO_LARGE, INVALID_NAME, INVALID_PHONE, INVALID_ADULTS, INVALID_CHILDREN, INVALID_COUNTRY, INVALID_DATE, DATE_IN_PAST, ARRIVAL_TOO_SOON, DATE_TOO_FAR, DEPARTURE_BEFORE_ARRIVAL, TRIP_TOO_LONG, COMMENT_TOO_LONG, INVALID_IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_REUSED. Nothing is saved when there is one.',
  })
  errors: BookingError[];
}

@ObjectType({ description: 'The result of `cancelBooking`.', simpleResolvers: true })
export class CancelBookingPayload {
  @Field(() => Booking, {
    nullable: true,
    description:
      "The booking, now CANCELLED, with the fee charged and the refund; null when `errors` is not empty. Show '✅ Booking cancelled successfully.' (spec §8).",
  })
  booking: Booking | null;

  @Field(() => [BookingError], {
    description:
      "Codes: ALREADY_CANCELLED; TOO_LATE_TO_CANCEL (the trip starts in less than 24 hours) with the message '❌ You can only cancel at least 24 hours before departure.'; FEE_CHANGED when `expectedFeePercent` no longer applies. Nothing changes when there is one.",
  })
  errors: BookingError[];
}

@ObjectType({ description: 'How many confirmed bookings visit one state (the admin statistic, spec §6).', simpleResolvers: true })
export class StateBookingCount {
  @Field(() => String, { description: 'Name of the state as booked, e.g. "Kerala".' })
  state: string;

  @Field(() => Int, { description: 'Number of confirmed (not cancelled) bookings of tours visiting it; a tour across states counts for each.' })
  count: number;
}

@ObjectType({ description: 'A country a traveller may come from (ISO 3166-1).', simpleResolvers: true })
export class Country {
  @Field(() => String, { description: 'Two-letter ISO 3166-1 code, e.g. "IN"; `book` accepts it as `country`.' })
  code: string;

  @Field(() => String, { description: 'English name, e.g. "India"; `book` accepts it as `country` too.' })
  name: string;
}
