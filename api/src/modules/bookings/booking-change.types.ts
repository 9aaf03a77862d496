import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Booking } from './booking.entity.js';
import { BookingError } from './booking.types.js';
import { CancellationQuote } from './cancellation-quote.types.js';

@InputType({ description: 'A change of a booking: its trip as it should be. The price per person stays the one booked.' })
export class ChangeBookingInput {
  @Field(() => ID, { description: 'Global ID of the booking (`Booking.id`): the caller\'s own, or any for an admin.' })
  bookingId: string;

  @Field(() => GraphQLLocalDate, { description: 'The new arrival date (the start date, whose seats the booking then takes).' })
  arrivalDate: string;

  @Field(() => GraphQLLocalDate, { description: 'The new departure date.' })
  departureDate: string;

  @Field(() => Int, { description: 'Adults, 1 to 20.' })
  adults: number;

  @Field(() => Int, { description: 'Children, 0 to 20.' })
  children: number;

  @Field(() => Int, {
    nullable: true,
    description: "The booking's `version` the quote was made for: when given and the booking has changed since, nothing is changed (CHANGED_SINCE_QUOTE).",
  })
  expectedVersion?: number | null;

  @Field(() => String, { nullable: true, description: 'Sent again with the same key, the change is made once (8 to 100 letters, digits, -, _, . or :).' })
  idempotencyKey?: string | null;
}

@ObjectType({ description: 'What a change of a booking would cost and leave, before it is confirmed.', simpleResolvers: true })
export class BookingChangeQuote {
  @Field(() => Int, { description: 'The total before, in whole rupees.' })
  totalBefore: number;

  @Field(() => Int, { description: 'The total after: the booked price per person × the new party.' })
  totalAfter: number;

  @Field(() => Int, { description: 'Travellers removed by the change (0 when the party grows or stays).' })
  travellersRemoved: number;

  @Field(() => Int, { description: "The fee band's percent for removed travellers: the cancellation band of today for the trip as booked." })
  feePercent: number;

  @Field(() => Int, { description: 'The fee for removed travellers, in whole rupees.' })
  fee: number;

  @Field(() => CancellationQuote, { nullable: true, description: 'What cancelling the changed booking would cost from now.' })
  cancellationAfter: CancellationQuote | null;

  @Field(() => String, { description: 'The quote in one sentence.' })
  summary: string;
}

const CHANGE_CODES =
  'Codes: NOT_CHANGEABLE, TOO_LATE_TO_CHANGE (less than 10 days before the trip starts; admins are not limited), NOTHING_CHANGED, CHANGED_SINCE_QUOTE, the booking form\'s date and traveller codes, SOLD_OUT, NOT_ENOUGH_SEATS, DATE_CLOSED, TOUR_UNAVAILABLE, INVALID_IDEMPOTENCY_KEY. Nothing changes when there is one.';

@ObjectType({ description: 'The result of `bookingChangeQuote`.', simpleResolvers: true })
export class BookingChangeQuotePayload {
  @Field(() => BookingChangeQuote, { nullable: true, description: 'The quote; null when `errors` is not empty.' })
  quote: BookingChangeQuote | null;

  @Field(() => Int, { nullable: true, description: 'The booking\'s `version` the quote is for: send it as `expectedVersion` to confirm.' })
  version: number | null;

  @Field(() => [BookingError], { description: CHANGE_CODES })
  errors: BookingError[];
}

@ObjectType({ description: 'The result of `changeBooking`.', simpleResolvers: true })
export class ChangeBookingPayload {
  @Field(() => Booking, { nullable: true, description: 'The booking as changed (same reference, new `version`); null when `errors` is not empty.' })
  booking: Booking | null;

  @Field(() => BookingChangeQuote, { nullable: true, description: 'What the change cost; null when `errors` is not empty or for a repeated key.' })
  quote: BookingChangeQuote | null;

  @Field(() => [BookingError], { description: CHANGE_CODES })
  errors: BookingError[];
}
