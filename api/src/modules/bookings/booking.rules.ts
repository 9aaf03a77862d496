import { addDays, indiaDate } from '@india-tours/validation/dates';

/**
 * Pure rules of bookings that are not form rules (spec §9): page sizes, the 24-hour cancel window. No
 * I/O, time always passed in. The form's rules are @india-tours/validation/bookings.
 */

/** Fixtures and the cancel window count days as the form does. */
export { addDays, indiaDate };

/** IST has no daylight saving: a fixed offset turns an India calendar date into an instant. */
const INDIA_UTC_OFFSET = '+05:30';

/** Spec §9: bookings are shown 6 per page. */
export const BOOKINGS_PAGE_SIZE = 6;
/** Spec §9: the top-states statistic shows 5. */
export const TOP_STATES_COUNT = 5;
/** Spec §9: cancel only while departure is at least this far away. */
export const CANCEL_NOTICE_HOURS = 24;

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
