/**
 * A tour's calendar of start dates (issue 36): the seats each date has, what a traveller is told of them, and the
 * admin's calendar form. A seat is one traveller (adults + children). The counts come from the database alone: what a
 * screen says is left is never lower than the truth (India's 2023 guidelines on dark patterns forbid false urgency).
 */
import { addDays, daysBetween, indianDate, isIsoDate, MAX_DAYS_AHEAD } from './dates.js';
import { firstBookableArrival } from './bookings.js';

/** A date with this many seats left or fewer, and at least one, is shown as "few left". */
export const FEW_SEATS_LEFT = 5;
/** The most seats an admin may give one start date or the tour's default: a typing slip guard, not a business rule. */
export const MAX_SEATS = 1000;
/** The longest range one availability request may ask for, in days. */
export const MAX_AVAILABILITY_DAYS = 366;
/** The range asked for when none is given: from today (IST), this many days. */
export const DEFAULT_AVAILABILITY_DAYS = 90;

/** What a start date is to a traveller, in order of precedence (a closed date that is also sold out is CLOSED). */
export type TourDateStatus = 'OPEN' | 'FEW_LEFT' | 'SOLD_OUT' | 'CLOSED' | 'TOO_SOON';

/** One start date's seats as the database keeps them. */
export interface DepartureSeats {
  readonly seats: number;
  readonly seatsTaken: number;
  readonly seatsHeld: number;
  readonly isClosed: boolean;
}

/** Seats nobody has taken or holds; 0 on a date that cannot be booked (closed, or within the notice). */
export function seatsLeftOn(date: string, departure: DepartureSeats, now: Date): number {
  const status = statusOfDate(date, departure, now);
  if (status === 'CLOSED' || status === 'TOO_SOON') return 0;
  return Math.max(0, departure.seats - departure.seatsTaken - departure.seatsHeld);
}

export function statusOfDate(date: string, departure: DepartureSeats, now: Date): TourDateStatus {
  if (date < firstBookableArrival(now)) return 'TOO_SOON';
  if (departure.isClosed) return 'CLOSED';
  const left = departure.seats - departure.seatsTaken - departure.seatsHeld;
  if (left <= 0) return 'SOLD_OUT';
  return left <= FEW_SEATS_LEFT ? 'FEW_LEFT' : 'OPEN';
}

/** What each status means, as /about and the calendar's legend say it. */
export const tourDateStatusLabels: Readonly<Record<TourDateStatus, string>> = {
  OPEN: 'Seats available',
  FEW_LEFT: `Few left (${FEW_SEATS_LEFT} or fewer)`,
  SOLD_OUT: 'Sold out',
  CLOSED: 'Not running',
  TOO_SOON: 'Bookings closed',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const availabilityMessages = {
  invalidSeats: `Seats must be a whole number from 0 to ${MAX_SEATS}.`,
  seatsBelowTaken: (date: string, taken: number) =>
    `${indianDate(date)} already has ${plural(taken, 'seat', 'seats')} taken or held: set at least ${taken}.`,
  soldOut: (date: string) => `This tour is sold out on ${indianDate(date)}. Please choose another arrival date.`,
  notEnoughSeats: (date: string, left: number, party: number) =>
    `Only ${plural(left, 'seat is', 'seats are')} left on ${indianDate(date)}, and your party is ${party}. Please choose another arrival date or fewer travellers.`,
  dateClosed: (date: string) => `This tour does not run on ${indianDate(date)}. Please choose another arrival date.`,
  invalidRange: 'Give the range as two dates, the first not after the second.',
  rangeTooLong: `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.`,
  dateInPast: 'Dates before today cannot be changed.',
  dateTooFar: `Dates can be set at most ${MAX_DAYS_AHEAD} days ahead.`,
  noDates: 'Choose at least one date.',
  tooManyDates: `Change at most ${MAX_AVAILABILITY_DAYS} dates at a time.`,
  nothingToChange: 'Give the seats, or whether the dates are closed, or both.',
} as const;

/** The admin's seats field, for the tour's default and for chosen dates alike. */
export function isSeatCount(seats: number): boolean {
  return Number.isInteger(seats) && seats >= 0 && seats <= MAX_SEATS;
}

/** The range of an availability request on `today` (IST), with its defaults; an error message when it cannot be answered. */
export function availabilityRange(today: string, from?: string | null, to?: string | null): { from: string; to: string } | { error: string } {
  const first = from ?? today;
  const last = to ?? addDays(first, DEFAULT_AVAILABILITY_DAYS - 1);
  if (!isIsoDate(first) || !isIsoDate(last) || last < first) return { error: availabilityMessages.invalidRange };
  if (daysBetween(first, last) >= MAX_AVAILABILITY_DAYS) return { error: availabilityMessages.rangeTooLong };
  return { from: first, to: last };
}

/** A start date as the tour page reads it (`Tour.availability`). */
export interface TourDateSeats {
  readonly date: string;
  readonly status: TourDateStatus;
  readonly seatsLeft: number;
}

/**
 * Why the form should not send a booking of `party` travellers starting on `tourDate`, in the words the server
 * would answer; undefined when it may (or when the date is not known: the server decides). A date within the notice
 * is left to the booking form's own 48-hour rule, which names the first date that can be booked.
 */
export function bookingRefusalOn(tourDate: TourDateSeats | undefined, party: number): string | undefined {
  if (!tourDate || tourDate.status === 'TOO_SOON') return undefined;
  if (tourDate.status === 'CLOSED') return availabilityMessages.dateClosed(tourDate.date);
  if (tourDate.status === 'SOLD_OUT') return availabilityMessages.soldOut(tourDate.date);
  return party > tourDate.seatsLeft ? availabilityMessages.notEnoughSeats(tourDate.date, tourDate.seatsLeft, party) : undefined;
}
