/**
 * Calendar dates as forms send them (`YYYY-MM-DD`) and "today" in India: every "today" is India time
 * (Asia/Kolkata, ARCHITECTURE), whatever the zone of the server or the browser. India Standard Time has been
 * UTC+05:30 all year since 1945, so dates are arithmetic on that offset (`Intl` only writes date-times out);
 * the rules take `today` as an argument, which keeps them pure and testable.
 */
import { checkMessages, isBlank } from './checks.js';
import type { Rule } from './form.js';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * 3600 * 1000;
const ISO_DATE_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

const indiaDateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant on the clock in India, as the spec writes dates: '24/11/2026, 14:05 IST' (mails and screens alike). */
export function indiaDateTime(instant: Date): string {
  return `${indiaDateTimeFormat.format(instant)} IST`;
}

/** IST has no daylight saving: a fixed offset (+05:30) turns an India calendar date into an instant and back. */
const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * Calendar dates as day numbers (days since 1970-01-01) and back. Arithmetic, not `Intl`: the admin desk works out
 * each booking's cancel window and fee bands through these, and `Intl` formatting took a tenth of its time (issue 13).
 */
function dayNumberOf(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

function isoDateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date in India at the instant `now`, as `YYYY-MM-DD`. */
export function indiaDate(now: Date): string {
  return isoDateOfDay(Math.floor((now.getTime() + INDIA_UTC_OFFSET_MS) / DAY_MS));
}

/** True for a real calendar date written `YYYY-MM-DD` (not 2025-02-30). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The instant a date begins in India: 00:00 IST of `isoDate` (a trip starts then, spec §9). */
export function indiaMidnight(isoDate: string): Date {
  return new Date(dayNumberOf(isoDate) * DAY_MS - INDIA_UTC_OFFSET_MS);
}

/**
 * The first date whose 00:00 IST is at least `hours` after `now`. Every notice period of the policy
 * (48 hours to book, 24 hours to cancel, the fee bands' days) counts to the start of a day in India,
 * so a rule on instants becomes a comparison of dates (`date >= this`), which SQL applies atomically.
 */
export function firstDateStartingAtLeast(now: Date, hours: number): string {
  const limit = now.getTime() + hours * 3600 * 1000;
  return isoDateOfDay(Math.ceil((limit + INDIA_UTC_OFFSET_MS) / DAY_MS));
}

/** `YYYY-MM-DD` as travellers in India read a date: dd/mm/yyyy (spec §3). */
export function indianDate(isoDate: string): string {
  return isoDate.split('-').reverse().join('/');
}

export function addDays(isoDate: string, days: number): string {
  return isoDateOfDay(dayNumberOf(isoDate) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/*
 * How far ahead a trip may start, and how long it may last, in days: limits the spec leaves open, chosen
 * to catch typing slips (a year 2205, an arrival on 9999-12-30) rather than to shape the business.
 */
export const MAX_DAYS_AHEAD = 730;
export const MAX_TRIP_DAYS = 90;

const capitalized = (label: string) => `${label.charAt(0).toUpperCase()}${label.slice(1)}`;

export const dateMessages = {
  dateRequired: (label: string) => checkMessages.required(capitalized(label)),
  /** Names no format: a date picker shows the browser's own (dd/mm/yyyy in India), whatever the form sends. */
  invalidDate: (label: string) => `Please enter a valid ${label}.`,
  dateInPast: (label: string) => `The ${label} cannot be before today (India time).`,
  departureBeforeArrival: 'The departure date cannot be before the arrival date.',
  dateTooFar: `The arrival date can be at most ${MAX_DAYS_AHEAD} days from today.`,
  tripTooLong: `A trip can last at most ${MAX_TRIP_DAYS} days.`,
} as const;

type DateCode = 'INVALID_DATE' | 'DATE_IN_PAST';

/**
 * A trip date (spec §5: not before today); `today` is `indiaDate(now)`. A missing date and a malformed
 * one share the code INVALID_DATE (the api's enums keep their values) but are told apart in words.
 */
export function tripDateRules(label: string, today: string): Rule<DateCode, string>[] {
  return [
    { code: 'INVALID_DATE', message: dateMessages.dateRequired(label), isValid: (date) => !isBlank(date) },
    { code: 'INVALID_DATE', message: dateMessages.invalidDate(label), isValid: isIsoDate },
    { code: 'DATE_IN_PAST', message: dateMessages.dateInPast(label), isValid: (date) => date >= today },
  ];
}

/** Spec §5: the departure is compared with the arrival only once the arrival is a date. */
export const departureNotBeforeArrival: Rule<'DEPARTURE_BEFORE_ARRIVAL', string, { readonly arrivalDate: string }> = {
  code: 'DEPARTURE_BEFORE_ARRIVAL',
  message: dateMessages.departureBeforeArrival,
  isValid: (departureDate, { arrivalDate }) => !isIsoDate(arrivalDate) || departureDate >= arrivalDate,
};

/** An arrival at most `MAX_DAYS_AHEAD` days after `today` (`indiaDate(now)`). */
export function arrivalNotTooFar(today: string): Rule<'DATE_TOO_FAR', string> {
  return { code: 'DATE_TOO_FAR', message: dateMessages.dateTooFar, isValid: (arrivalDate) => daysBetween(today, arrivalDate) <= MAX_DAYS_AHEAD };
}

/** A departure at most `MAX_TRIP_DAYS` days after the arrival, compared once the arrival is a date. */
export const tripNotTooLong: Rule<'TRIP_TOO_LONG', string, { readonly arrivalDate: string }> = {
  code: 'TRIP_TOO_LONG',
  message: dateMessages.tripTooLong,
  isValid: (departureDate, { arrivalDate }) => !isIsoDate(arrivalDate) || daysBetween(arrivalDate, departureDate) <= MAX_TRIP_DAYS,
};
