import { FEW_SEATS_LEFT } from '@india-tours/validation/availability';
import { BOOKING_NOTICE_HOURS } from '@india-tours/validation/bookings';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { TourCalendarChange } from './tour-calendar-change.entity.js';

export enum TourDateStatus {
  OPEN = 'OPEN',
  FEW_LEFT = 'FEW_LEFT',
  SOLD_OUT = 'SOLD_OUT',
  CLOSED = 'CLOSED',
  TOO_SOON = 'TOO_SOON',
}

registerEnumType(TourDateStatus, {
  name: 'TourDateStatus',
  description: 'Whether a tour can start on a date, as travellers are told it (from the live count of seats).',
  valuesConfig: {
    OPEN: { description: `Bookable, with more than ${FEW_SEATS_LEFT} seats left.` },
    FEW_LEFT: { description: `Bookable, with 1 to ${FEW_SEATS_LEFT} seats left (the true count: never lowered to hurry anyone).` },
    SOLD_OUT: { description: 'Every seat is taken or held for a waitlist offer.' },
    CLOSED: { description: 'The operator does not run the tour that day.' },
    TOO_SOON: { description: `Bookings for the date have closed: it starts (00:00 IST) less than ${BOOKING_NOTICE_HOURS} hours from now, or has passed.` },
  },
});

@ObjectType({ description: "A start date of a tour as travellers see it: can the tour start that day, and how many seats are left.", simpleResolvers: true })
export class TourDate {
  @Field(() => GraphQLLocalDate, { description: 'The start date (the arrival date of a booking), a date in India.' })
  date: string;

  @Field(() => TourDateStatus, { description: 'Whether the tour can be booked to start that day.' })
  status: TourDateStatus;

  @Field(() => Int, { description: 'Seats (travellers: adults and children) a booking can still take that day; 0 unless the status is OPEN or FEW_LEFT.' })
  seatsLeft: number;
}

@ObjectType({ description: 'A start date as the operator manages it: its seats and what is taken of them. Admins only.', simpleResolvers: true })
export class TourCalendarDate extends TourDate {
  @Field(() => Int, { description: "The date's seats: its own when `hasOwnSeats`, else the tour's default." })
  seats: number;

  @Field(() => Boolean, { description: "True when an admin set this date's seats; false when it follows the tour's default." })
  hasOwnSeats: boolean;

  @Field(() => Boolean, { description: 'True when the operator closed the date (no new bookings; those made stay).' })
  isClosed: boolean;

  @Field(() => Int, { description: 'Seats taken by confirmed bookings starting that day.' })
  seatsTaken: number;

  @Field(() => Int, { description: 'Seats held for waitlist offers not yet answered.' })
  seatsHeld: number;
}

/** A tour as its calendar is found: a state's tour or a curated one (the other null). */
export interface TourRef {
  readonly stateId: number | null;
  readonly curatedTourId: number | null;
}

/** A tour's calendar as the admin's screen reads it: its default, and (through field resolvers) dates, changes and manifests. */
@ObjectType({ description: "A tour's calendar of start dates, as the operator manages it. Admins only.", simpleResolvers: true })
export class TourCalendar {
  @Field(() => Int, { description: 'The seats every start date has unless an admin set its own.' })
  readonly defaultSeats: number;

  constructor(
    /** Whose calendar it is. */
    readonly tour: TourRef,
    /** The row's id. */
    readonly calendarId: number,
    defaultSeats: number,
  ) {
    this.defaultSeats = defaultSeats;
  }
}

@ObjectType({ description: 'A page of the changes made to a tour\'s calendar, newest first.' })
export class TourCalendarChangeConnection extends Connection(TourCalendarChange, 'TourCalendarChange', 'A change to the calendar.') {}
