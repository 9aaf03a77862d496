import { addDays } from '@india-tours/validation/dates';

/** A month as `YYYY-MM`. */
export type Month = string;

export const monthOf = (isoDate: string): Month => isoDate.slice(0, 7);

export function addMonths(month: Month, count: number): Month {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 0 for Sunday: India's calendars start the week on Sunday. */
const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** The month's weeks, Sunday to Saturday, each day its date or null outside the month. */
export function weeksOf(month: Month): (string | null)[][] {
  const first = `${month}-01`;
  const days: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "December 2026". */
export const monthLabel = (month: Month) => monthName.format(new Date(`${month}-01T00:00:00Z`));
/** "Tuesday, 15 December 2026" as en-IN writes it. */
export const dayLabel = (isoDate: string) => dayName.format(new Date(`${isoDate}T00:00:00Z`));

export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** Where a key moves the focused day in the grid (the APG date picker's keys); undefined for other keys. */
export function dayAfterKey(key: string, day: string): string | undefined {
  const weekday = weekdayOf(day);
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return sameDayIn(addMonths(monthOf(day), -1), day);
    case 'PageDown':
      return sameDayIn(addMonths(monthOf(day), 1), day);
    default:
      return undefined;
  }
}

/** The same day of the month in `month`, or its last day when it is shorter (31 January → 28 February). */
function sameDayIn(month: Month, day: string): string {
  const lastDay = addDays(`${addMonths(month, 1)}-01`, -1);
  const wanted = `${month}-${day.slice(8)}`;
  return wanted > lastDay ? lastDay : wanted;
}
