import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { GraphQLLocalDate } from 'graphql-scalars';
import { MAX_PAGE_SIZE } from '../../graphql/limits.js';
import { MultilineText } from '../../graphql/text-input-guard.js';
import { BookingStatus } from './booking.status.js';
import { BOOKINGS_PAGE_SIZE } from './booking.rules.js';

/*
 * No rules here beyond types: every rule runs in the service and comes back as a payload error beside
 * its field, with a message a person can act on. The request body limit bounds the sizes.
 */

@InputType({
  description:
    "A booking of a tour (spec §5: every field required but the comment). There is no email field: the booking carries the signed-in account's email.",
})
export class BookInput {
  @Field(() => ID, {
    description: "The `Tour` to book: its ID (`Tour.id`), a `State.id` for that state's tour, or a legacy number (999 the Golden Triangle, another a state's `_id`).",
  })
  tourId: string;

  @Field(() => String, { description: 'Name of the traveller: letters and spaces, at most 100 characters.' })
  name: string;

  @Field(() => String, { description: 'Contact phone: exactly 10 digits.' })
  phone: string;

  @Field(() => Int, { description: 'Number of adults: 1 to 20.' })
  adults: number;

  @Field(() => Int, { description: 'Number of children: 0 to 20.' })
  children: number;

  @Field(() => String, { description: 'A country of `countries`: its code (e.g. "IN") or English name.' })
  country: string;

  @Field(() => String, {
    description: 'First day of the trip, YYYY-MM-DD: not before today in India (IST), at most 730 days ahead.',
  })
  arrivalDate: string;

  @Field(() => String, { description: 'Last day of the trip, YYYY-MM-DD: not before the arrival, at most 90 days after it.' })
  departureDate: string;

  @MultilineText()
  @Field(() => String, { nullable: true, description: 'Anything the traveller wants to add: at most 2000 characters.' })
  comment?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'One key per filled form (a UUID, say; 8 to 100 letters, digits, `-`, `_`, `.` or `:`), so a repeated submit books once: the same key with the same input answers the first booking and creates nothing; with a different input it is refused (IDEMPOTENCY_KEY_REUSED). Kept with the booking, per account.',
  })
  idempotencyKey?: string | null;
}

@InputType({ description: 'The booking to cancel.' })
export class CancelBookingInput {
  @Field(() => ID, { description: "Global ID of one of the caller's own bookings (`Booking.id`)." })
  bookingId: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "The fee percent the traveller was shown (`cancellationQuote.feePercent`). When given and the band has changed since, nothing is cancelled and FEE_CHANGED comes back with the new fee: nobody is charged a fee they did not see.",
  })
  @IsOptional()
  @Min(0)
  @Max(100)
  expectedFeePercent?: number | null;
}

@ArgsType()
export class BookingPageArgs {
  @Field(() => Int, { defaultValue: BOOKINGS_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}; ${BOOKINGS_PAGE_SIZE} by default (spec §9).` })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first: number = BOOKINGS_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'Opaque cursor: the page starts after this booking.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  after?: string | null;
}

@InputType({ description: 'Which bookings to list.' })
export class BookingFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Only bookings of tours visiting this state, by name as booked (any letter case), e.g. "Kerala".',
  })
  @IsOptional()
  @MaxLength(120)
  state?: string | null;

  @Field(() => String, { nullable: true, description: 'Only the booking with this reference (any letter case, "IT-" optional), e.g. "IT-7KQ2M9XD".' })
  @IsOptional()
  @MaxLength(40)
  reference?: string | null;
}

@InputType({ description: 'A span of days in India, both ends included.' })
export class DateRangeInput {
  @Field(() => GraphQLLocalDate, { description: 'First day.' })
  from: string;

  @Field(() => GraphQLLocalDate, { description: 'Last day, not before `from`.' })
  to: string;
}

@InputType({ description: "Which of the caller's own bookings to list." })
export class MyBookingFilter {
  @Field(() => BookingStatus, { nullable: true, description: 'Only bookings in this status.' })
  @IsOptional()
  status?: BookingStatus | null;

  @Field(() => DateRangeInput, {
    nullable: true,
    description: 'Only bookings whose trip (arrival to departure) shares at least one day with this span: the web warns of a double booking with it.',
  })
  @IsOptional()
  @ValidateNested()
  overlapping?: DateRangeInput | null;
}

@ArgsType()
export class MyBookingsArgs extends BookingPageArgs {
  @Field(() => MyBookingFilter, { nullable: true, description: 'Narrows the list; every own booking when omitted.' })
  @IsOptional()
  @ValidateNested()
  filter?: MyBookingFilter | null;
}

@ArgsType()
export class AllBookingsArgs extends BookingPageArgs {
  @Field(() => BookingFilter, { nullable: true, description: 'Narrows the list; every booking when omitted.' })
  @IsOptional()
  @ValidateNested()
  filter?: BookingFilter | null;
}
