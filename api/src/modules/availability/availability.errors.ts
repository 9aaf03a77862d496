import { MAX_AVAILABILITY_DAYS, MAX_SEATS } from '@india-tours/validation/availability';
import { MAX_DAYS_AHEAD } from '@india-tours/validation/dates';
import { registerEnumType } from 'type-graphql';
import { UserErrorType, type UserErrorShape } from '../../graphql/user-error.js';

/** Why an admin's change to a tour's calendar was refused. Nothing is changed when there is one. */
export enum TourCalendarErrorCode {
  INVALID_SEATS = 'INVALID_SEATS',
  SEATS_BELOW_TAKEN = 'SEATS_BELOW_TAKEN',
  DATE_IN_PAST = 'DATE_IN_PAST',
  DATE_TOO_FAR = 'DATE_TOO_FAR',
  NO_DATES = 'NO_DATES',
  TOO_MANY_DATES = 'TOO_MANY_DATES',
  NOTHING_TO_CHANGE = 'NOTHING_TO_CHANGE',
}

registerEnumType(TourCalendarErrorCode, {
  name: 'TourCalendarErrorCode',
  description: "Why a change to a tour's calendar was refused; nothing is changed when there is one.",
  valuesConfig: {
    INVALID_SEATS: { description: `Seats is not a whole number from 0 to ${MAX_SEATS}.` },
    SEATS_BELOW_TAKEN: { description: 'A date would get fewer seats than its bookings have taken and its waitlist offers hold.' },
    DATE_IN_PAST: { description: 'A date is before today (IST).' },
    DATE_TOO_FAR: { description: `A date is more than ${MAX_DAYS_AHEAD} days after today (IST).` },
    NO_DATES: { description: 'No date was given.' },
    TOO_MANY_DATES: { description: `More than ${MAX_AVAILABILITY_DAYS} dates were given.` },
    NOTHING_TO_CHANGE: { description: 'Neither `seats` nor `closed` was given.' },
  },
});

export const TourCalendarError = UserErrorType<TourCalendarErrorCode>(
  TourCalendarErrorCode,
  'TourCalendarError',
  "A refused change to a tour's calendar, with the field at fault.",
);
export type TourCalendarError = UserErrorShape<TourCalendarErrorCode>;
