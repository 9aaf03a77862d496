import { availabilityMessages, isSeatCount } from '@india-tours/validation/availability';
import { indianDate } from '@india-tours/validation/dates';

/** Dates in date order as a sentence names them: a few one by one ("12/01/2027, 14/01/2027"), more as "12 dates between … and …". */
function datesText(dates: readonly string[]): string {
  if (dates.length <= 3) return dates.map(indianDate).join(', ');
  return `${dates.length} dates between ${indianDate(dates[0]!)} and ${indianDate(dates.at(-1)!)}`;
}

/** The dates the admin selected, as the change form names them. */
export function selectionText(dates: readonly string[]): string {
  if (dates.length === 0) return 'No dates selected: tick the dates to change in the table.';
  return `Selected: ${datesText(dates)}.`;
}

/**
 * What the calendar screen says once a change is saved, or could not be sent. A refusal is never written here: it is
 * the API's payload error, in the words of validation/availability.ts.
 */
export const calendarMessages = {
  failed: 'The change could not be saved. Please check your connection and try again.',
  defaultSaved: (seats: number) => `Default seats set to ${seats}.`,
  seatsSet: (seats: number, dates: readonly string[]) => `Seats set to ${seats} on ${datesText(dates)}.`,
  closed: (dates: readonly string[]) => `Closed to new bookings: ${datesText(dates)}.`,
  opened: (dates: readonly string[]) => `Open for bookings: ${datesText(dates)}.`,
} as const;

/** As useFormSubmit takes them. */
export const calendarFailureMessages = { rejected: calendarMessages.failed, unreachable: calendarMessages.failed } as const;

/** The seats field's rule, the api's own (`isSeatCount`, its message): a whole number from 0 to 1000. */
export function seatCountError(text: string): string | undefined {
  return text.trim() !== '' && isSeatCount(Number(text)) ? undefined : availabilityMessages.invalidSeats;
}
