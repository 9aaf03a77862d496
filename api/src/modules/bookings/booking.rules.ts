/** Pure rules of bookings (spec §5, §9): no I/O, time always passed in. Dates are ISO `YYYY-MM-DD` strings. */

/** Every "today" and "24 hours before departure" is India time (ARCHITECTURE), whatever the server's zone. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** IST has no daylight saving: a fixed offset turns an India calendar date into an instant. */
const INDIA_UTC_OFFSET = '+05:30';

/** Spec §9: bookings are shown 6 per page. */
export const BOOKINGS_PAGE_SIZE = 6;
/** Spec §9: the top-states statistic shows 5. */
export const TOP_STATES_COUNT = 5;
/** Spec §9: cancel only while departure is at least this far away. */
export const CANCEL_NOTICE_HOURS = 24;

/*
 * Limits the spec leaves open, chosen to catch typing slips (a year 2205, 100 adults) rather than to
 * shape the business: a group larger than 20 adults or 20 children calls the operator.
 */
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 20;
/** How far ahead a trip may start, and how long it may last, in days. */
export const MAX_DAYS_AHEAD = 730;
export const MAX_TRIP_DAYS = 90;
export const COMMENT_MAX_LENGTH = 2000;
/** Spec §5 allows "at most 10 characters"; §9 says a phone is 10 digits, so exactly 10 digits (no 6-9 rule: that is register's). */
const BOOKING_PHONE_PATTERN = /^[0-9]{10}$/;
const ISO_DATE_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const DAY_MS = 24 * 3600 * 1000;

const indiaDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date in India at the instant `now`, as `YYYY-MM-DD`. */
export function indiaDate(now: Date): string {
  return indiaDateFormat.format(now);
}

/** True for a real calendar date written `YYYY-MM-DD` (not 2025-02-30). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant a departure date begins: 00:00 IST of that date. */
export function departureStartsAt(departureDate: string): Date {
  return new Date(`${departureDate}T00:00:00${INDIA_UTC_OFFSET}`);
}

/**
 * The earliest departure date that may still be cancelled at `now`: its 00:00 IST is at least 24 hours
 * away. AMBIGUITY: spec §9 says "departure is at least 24 hours away" and stores only a date, no time
 * of day. We read a departure as starting at 00:00 IST of its date (the earliest it can mean), so a
 * trip leaving on the 10th can be cancelled until 00:00 IST on the 9th. Returning a date lets the
 * cancel be one SQL statement (`departure_date >= this`), checked and applied atomically.
 */
export function earliestCancellableDeparture(now: Date): string {
  const limit = new Date(now.getTime() + CANCEL_NOTICE_HOURS * 3600 * 1000);
  const day = indiaDate(limit);
  return departureStartsAt(day).getTime() >= limit.getTime() ? day : addDays(day, 1);
}

/** Spec §4 and §9: a confirmed booking whose departure is at least 24 hours away (cancelled is final). */
export function isCancellableAt(booking: { status: string; departureDate: string }, now: Date): boolean {
  return booking.status === 'CONFIRMED' && booking.departureDate >= earliestCancellableDeparture(now);
}

export function isBookingPhone(phone: string): boolean {
  return BOOKING_PHONE_PATTERN.test(phone);
}

export function isTravellerCount(count: number, { min, max }: { min: number; max: number }): boolean {
  return Number.isInteger(count) && count >= min && count <= max;
}

