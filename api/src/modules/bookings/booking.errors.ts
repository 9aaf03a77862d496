import { registerEnumType } from 'type-graphql';
import { BOOKING_NOTICE_HOURS, COMMENT_MAX_LENGTH, MAX_ADULTS, MAX_CHILDREN, MAX_DAYS_AHEAD, MAX_TRIP_DAYS } from '@india-tours/validation/bookings';

/**
 * Why a booking mutation did not do what was asked. Nothing is saved or changed when there is one. The
 * form's codes are @india-tours/validation/bookings' `BookingCode`, which names them the same.
 */
export enum BookingErrorCode {
  TOUR_NOT_FOUND = 'TOUR_NOT_FOUND',
  TOUR_UNAVAILABLE = 'TOUR_UNAVAILABLE',
  TOTAL_TOO_LARGE = 'TOTAL_TOO_LARGE',
  INVALID_NAME = 'INVALID_NAME',
  INVALID_PHONE = 'INVALID_PHONE',
  INVALID_ADULTS = 'INVALID_ADULTS',
  INVALID_CHILDREN = 'INVALID_CHILDREN',
  INVALID_COUNTRY = 'INVALID_COUNTRY',
  INVALID_DATE = 'INVALID_DATE',
  DATE_IN_PAST = 'DATE_IN_PAST',
  ARRIVAL_TOO_SOON = 'ARRIVAL_TOO_SOON',
  DATE_TOO_FAR = 'DATE_TOO_FAR',
  DEPARTURE_BEFORE_ARRIVAL = 'DEPARTURE_BEFORE_ARRIVAL',
  TRIP_TOO_LONG = 'TRIP_TOO_LONG',
  COMMENT_TOO_LONG = 'COMMENT_TOO_LONG',
  INVALID_IDEMPOTENCY_KEY = 'INVALID_IDEMPOTENCY_KEY',
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  ALREADY_CANCELLED = 'ALREADY_CANCELLED',
  TOO_LATE_TO_CANCEL = 'TOO_LATE_TO_CANCEL',
  FEE_CHANGED = 'FEE_CHANGED',
  SOLD_OUT = 'SOLD_OUT',
  NOT_ENOUGH_SEATS = 'NOT_ENOUGH_SEATS',
  DATE_CLOSED = 'DATE_CLOSED',
  NOT_CHANGEABLE = 'NOT_CHANGEABLE',
  TOO_LATE_TO_CHANGE = 'TOO_LATE_TO_CHANGE',
  NOTHING_CHANGED = 'NOTHING_CHANGED',
  CHANGED_SINCE_QUOTE = 'CHANGED_SINCE_QUOTE',
}

registerEnumType(BookingErrorCode, {
  name: 'BookingErrorCode',
  description: 'Why a booking mutation did not do what was asked.',
  valuesConfig: {
    TOUR_NOT_FOUND: { description: 'No tour has the given `tourId`.' },
    TOUR_UNAVAILABLE: { description: 'The tour has no places to visit yet, so it cannot be booked.' },
    TOTAL_TOO_LARGE: { description: 'The total for the party is beyond what can be booked online (more than ₹2,147,483,647).' },
    INVALID_NAME: { description: 'The name is empty, longer than 100 characters, or has characters other than letters and spaces.' },
    INVALID_PHONE: { description: 'The phone is not exactly 10 digits.' },
    INVALID_ADULTS: { description: `Adults is not a whole number from 1 to ${MAX_ADULTS}.` },
    INVALID_CHILDREN: { description: `Children is not a whole number from 0 to ${MAX_CHILDREN}.` },
    INVALID_COUNTRY: { description: 'The country is not one of `countries` (by code or English name).' },
    INVALID_DATE: { description: 'The date is missing or not a real date written YYYY-MM-DD.' },
    DATE_IN_PAST: { description: 'The date is before today in India (IST).' },
    ARRIVAL_TOO_SOON: {
      description: `The trip would start (00:00 IST of the arrival date) less than ${BOOKING_NOTICE_HOURS} hours from now: bookings close then (policy on /about).`,
    },
    DATE_TOO_FAR: { description: `The arrival is more than ${MAX_DAYS_AHEAD} days after today (IST).` },
    DEPARTURE_BEFORE_ARRIVAL: { description: 'The departure date is before the arrival date.' },
    TRIP_TOO_LONG: { description: `The departure is more than ${MAX_TRIP_DAYS} days after the arrival.` },
    COMMENT_TOO_LONG: { description: `The comment has more than ${COMMENT_MAX_LENGTH} characters.` },
    INVALID_IDEMPOTENCY_KEY: { description: 'The idempotency key is not 8 to 100 letters, digits, `-`, `_`, `.` or `:`.' },
    IDEMPOTENCY_KEY_REUSED: { description: 'This idempotency key already booked with a different input; send a new key for a new booking.' },
    ALREADY_CANCELLED: { description: 'The booking is already cancelled; a cancellation is final (spec §4).' },
    TOO_LATE_TO_CANCEL: { description: 'The trip starts (00:00 IST of the arrival date) less than 24 hours from now (spec §9).' },
    FEE_CHANGED: { description: 'The fee band has changed since `expectedFeePercent` was shown: nothing was cancelled; show the new quote and ask again.' },
    SOLD_OUT: { description: 'Every seat of the tour on the arrival date is taken (or held for a waitlist offer): see `Tour.availability`.' },
    NOT_ENOUGH_SEATS: { description: 'The arrival date has seats left, but fewer than the party (adults + children); the message says how many.' },
    DATE_CLOSED: { description: 'The operator does not run the tour on the arrival date.' },
    NOT_CHANGEABLE: { description: 'The booking is cancelled: only a confirmed booking can be changed.' },
    TOO_LATE_TO_CHANGE: { description: 'The trip starts (00:00 IST of the arrival date) less than 10 days from now: changes need 10 days notice (spec §9).' },
    NOTHING_CHANGED: { description: 'The change asks for the dates and travellers already booked.' },
    CHANGED_SINCE_QUOTE: { description: 'The booking changed since the quote (`expectedVersion`) was made: nothing was changed; quote again.' },
  },
});

/**
 * The texts of the answers the booking form cannot know in advance; the form's own are in
 * @india-tours/validation/bookings. The 24-hour one is the spec's (§8), word for word.
 */
export const bookingMessages = {
  tourNotFound: 'This tour does not exist any more. Please choose a tour again.',
  alreadyCancelled: 'This booking is already cancelled.',
  tooLateToCancel: '❌ You can only cancel at least 24 hours before departure.',
  feeChanged: (feePercent: number) =>
    `The cancellation fee changed to ${feePercent}% since this page was loaded. Nothing was cancelled: please check the new fee and confirm again.`,
  tourUnavailable: 'This tour has no places to visit yet, so it cannot be booked. Please choose another tour.',
  totalTooLarge: 'This party is too large to book online. Please contact us and we will arrange it.',
  notFound: 'No booking has this ID.',
  invalidIdempotencyKey: 'The idempotency key must be 8 to 100 letters, digits, "-", "_", "." or ":".',
  idempotencyKeyReused: 'This form was already sent with different details. Please reload the page to make a new booking.',
} as const;
