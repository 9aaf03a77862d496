/**
 * The booking form (spec §5): every field required but the comment; name letters and spaces; the one
 * phone rule; adults and children counts; a country from the list; dates not before today in India,
 * and no arrival within 48 hours (the policy on /about, spec §9).
 * The email is never part of it: a booking carries the signed-in account's email. The api adds the
 * country list lookup, which it holds (the web offers the same list through the `countries` query).
 */
import { characterCount, checkMessages, isBlank, isName, normalizedName, phoneRule } from './checks.js';
import {
  arrivalNotTooFar,
  dateMessages,
  departureNotBeforeArrival,
  firstDateStartingAtLeast,
  indiaDate,
  indianDate,
  tripDateRules,
  tripNotTooLong,
} from './dates.js';
import type { FormRules, Rule } from './form.js';

/** The codes of the api's `BookingErrorCode` that the form can give. */
export type BookingCode =
  | 'INVALID_NAME'
  | 'INVALID_PHONE'
  | 'INVALID_ADULTS'
  | 'INVALID_CHILDREN'
  | 'INVALID_COUNTRY'
  | 'INVALID_DATE'
  | 'DATE_IN_PAST'
  | 'ARRIVAL_TOO_SOON'
  | 'DATE_TOO_FAR'
  | 'DEPARTURE_BEFORE_ARRIVAL'
  | 'TRIP_TOO_LONG'
  | 'COMMENT_TOO_LONG';

/*
 * Limits the spec leaves open, chosen to catch typing slips (a year 2205, 100 adults) rather than to
 * shape the business: a group larger than 20 adults or 20 children calls the operator.
 */
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 20;
/** How far ahead a trip may start, and how long it may last, in days: the trip planner's limits too. */
export { MAX_DAYS_AHEAD, MAX_TRIP_DAYS } from './dates.js';
export const COMMENT_MAX_LENGTH = 2000;
/** Spec §9: "no bookings under 48 hours from departure", counted to the trip's start (00:00 IST of the arrival). */
export const BOOKING_NOTICE_HOURS = 48;

/** Spec §9: "Changes (dates, travellers or places) need at least 10 days' notice before departure", counted to 00:00 IST. */
export const CHANGE_NOTICE_DAYS = 10;

/** The earliest arrival date a traveller may still change at `now`: its 00:00 IST is at least 10 days away. */
export function earliestChangeableArrival(now: Date): string {
  return firstDateStartingAtLeast(now, CHANGE_NOTICE_DAYS * 24);
}

/** The refusal of a change within the notice, as the server words it and the traveller's list shows it. */
export const changeTooLateMessage = (arrivalDate: string) =>
  `Changes need at least ${CHANGE_NOTICE_DAYS} days' notice before departure: this trip starts on ${indianDate(arrivalDate)}, so it can no longer be changed online. Please contact us.`;

/** The first arrival date that may be booked at `now`: its 00:00 IST is at least 48 hours away. */
export function firstBookableArrival(now: Date): string {
  return firstDateStartingAtLeast(now, BOOKING_NOTICE_HOURS);
}

export const bookingFormMessages = {
  invalidName: checkMessages.invalidName,
  invalidPhone: checkMessages.invalidPhone,
  invalidAdults: `Adults must be a whole number from 1 to ${MAX_ADULTS}.`,
  invalidChildren: `Children must be a whole number from 0 to ${MAX_CHILDREN}.`,
  invalidCountry: 'Please choose a country from the list.',
  arrivalTooSoon: (firstArrival: string) =>
    `Bookings close ${BOOKING_NOTICE_HOURS} hours before the trip starts: the earliest arrival date is ${indianDate(firstArrival)}.`,
  dateTooFar: dateMessages.dateTooFar,
  tripTooLong: dateMessages.tripTooLong,
  commentTooLong: `The comment can have at most ${COMMENT_MAX_LENGTH} characters.`,
} as const;

/** The booking form as typed. */
export interface BookingForm {
  readonly name: string;
  readonly phone: string;
  readonly adults: number;
  readonly children: number;
  readonly country: string;
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly comment?: string | null | undefined;
}

function countRule<Code extends 'INVALID_ADULTS' | 'INVALID_CHILDREN'>(code: Code, message: string, min: number, max: number): Rule<Code, number> {
  return { code, message, isValid: (count) => Number.isInteger(count) && count >= min && count <= max };
}

/** The rules of the form at the instant `now` (every date rule counts in India time). */
export function bookingRules(now: Date): FormRules<BookingForm, BookingCode> {
  const today = indiaDate(now);
  const firstArrival = firstBookableArrival(now);
  return {
    name: [{ code: 'INVALID_NAME', message: bookingFormMessages.invalidName, isValid: (name) => isName(normalizedName(name)) }],
    phone: [phoneRule],
    adults: [countRule('INVALID_ADULTS', bookingFormMessages.invalidAdults, 1, MAX_ADULTS)],
    children: [countRule('INVALID_CHILDREN', bookingFormMessages.invalidChildren, 0, MAX_CHILDREN)],
    country: [{ code: 'INVALID_COUNTRY', message: bookingFormMessages.invalidCountry, isValid: (country) => !isBlank(country) }],
    arrivalDate: [
      ...tripDateRules('arrival date', today),
      { code: 'ARRIVAL_TOO_SOON', message: bookingFormMessages.arrivalTooSoon(firstArrival), isValid: (arrivalDate) => arrivalDate >= firstArrival },
      arrivalNotTooFar(today),
    ],
    departureDate: [...tripDateRules('departure date', today), departureNotBeforeArrival, tripNotTooLong],
    comment: [
      {
        code: 'COMMENT_TOO_LONG',
        message: bookingFormMessages.commentTooLong,
        isValid: (comment) => characterCount(comment ?? '') <= COMMENT_MAX_LENGTH,
      },
    ],
  };
}
