import { MAX_AVAILABILITY_DAYS, MAX_SEATS } from '@india-tours/validation/availability';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Tour } from '../catalogue/index.js';
import { TourCalendarError } from './availability.errors.js';
import { TourCalendarDate } from './availability.types.js';

// No checks here: every rule runs in the service and comes back as a payload error beside its field.

@InputType({ description: "An admin's change of the seats every start date of a tour has unless set otherwise." })
export class UpdateTourCalendarInput {
  @Field(() => ID, { description: 'Global ID of the tour (as `Tour.id`; a state\'s global ID or a legacy number such as 999 also names its tour).' })
  tourId: string;

  @Field(() => Int, {
    description: `Seats (travellers) per start date, 0 to ${MAX_SEATS}. Dates from today that follow the default get it, but never fewer than they have taken and held.`,
  })
  defaultSeats: number;
}

@InputType({ description: "An admin's change of chosen start dates of a tour: their own seats, whether they are closed, or both." })
export class UpdateTourDatesInput {
  @Field(() => ID, { description: 'Global ID of the tour (as `Tour.id`).' })
  tourId: string;

  @Field(() => [GraphQLLocalDate], { description: `The start dates to change, 1 to ${MAX_AVAILABILITY_DAYS}, from today (IST).` })
  dates: string[];

  @Field(() => Int, {
    nullable: true,
    description: `The dates' own seats, 0 to ${MAX_SEATS}, never below what each has taken and held (SEATS_BELOW_TAKEN); omitted or null: kept.`,
  })
  seats?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'True closes the dates to new bookings (those made stay), false opens them; omitted or null: kept.',
  })
  closed?: boolean | null;
}

const ERROR_CODES = 'Nothing is changed when there is one.';

@ObjectType({ description: 'The result of `updateTourCalendar`.', simpleResolvers: true })
export class UpdateTourCalendarPayload {
  @Field(() => Tour, { nullable: true, description: 'The tour, whose `calendar` reads the change; null when `errors` is not empty.' })
  tour: Tour | null;

  @Field(() => [TourCalendarError], { description: `Codes: INVALID_SEATS. ${ERROR_CODES}` })
  errors: TourCalendarError[];
}

@ObjectType({ description: 'The result of `updateTourDates`.', simpleResolvers: true })
export class UpdateTourDatesPayload {
  @Field(() => Tour, { nullable: true, description: 'The tour; null when `errors` is not empty.' })
  tour: Tour | null;

  @Field(() => [TourCalendarDate], { description: 'The dates changed, as they are now, in date order; empty when `errors` is not.' })
  dates: TourCalendarDate[];

  @Field(() => [TourCalendarError], {
    description: `Codes: NOTHING_TO_CHANGE, NO_DATES, TOO_MANY_DATES, DATE_IN_PAST, DATE_TOO_FAR, INVALID_SEATS, SEATS_BELOW_TAKEN. ${ERROR_CODES}`,
  })
  errors: TourCalendarError[];
}
