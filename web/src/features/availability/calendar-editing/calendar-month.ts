import { addDays, indiaDate } from '@india-tours/validation/dates';
import { addMonths, type Month } from '../month-grid';

/** A range of start dates, both ends included, `YYYY-MM-DD`, as `TourCalendar.dates` takes it. */
export type DateRange = { from: string; to: string };

const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** A month as `?month=` may give it, `YYYY-MM`. */
export const isMonth = (text: string | null): text is Month => text !== null && MONTH_PATTERN.test(text);

/** Today in India: the calendar's "now" is IST, whatever the browser's zone (ARCHITECTURE). */
export const todayInIndia = (): string => indiaDate(new Date());

/** The month's first to last day. */
export function monthRange(month: Month): DateRange {
  return { from: `${month}-01`, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

// A calendar date, not an instant: read at 00:00 UTC so no zone shifts the day.
const weekdayName = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });

/** "Tue". */
export const weekdayOf = (isoDate: string): string => weekdayName.format(new Date(`${isoDate}T00:00:00Z`));
