import type { DataSource } from 'typeorm';
import type { Nodes, PayloadError } from '../../testing/graphql-shapes.js';
import type { TestApp } from '../../testing/test-app.js';
import { addDays, indiaDate } from '@india-tours/validation/dates';

export const BOOKING_FIELDS = `id databaseId reference name email phone adults children country countryCode arrivalDate departureDate comment
  tourId tourTitle tourRoute tourState tourImage tourPlaces pricePerPerson totalPrice status isCancellable createdAt cancelledAt
  confirmationMailStatus cancellationQuote { isCancellable feePercent fee refund summary } cancellationFeePercent cancellationFee refund`;

/** A booking as `BOOKING_FIELDS` selects it (dates `YYYY-MM-DD`, times ISO). */
export interface BookingResult {
  id: string;
  databaseId: number;
  name: string;
  email: string;
  phone: string;
  adults: number;
  children: number;
  country: string;
  countryCode: string;
  arrivalDate: string;
  departureDate: string;
  comment: string | null;
  tourId: string | null;
  tourTitle: string;
  tourRoute: string;
  tourState: string;
  tourImage: string;
  tourPlaces: string[];
  reference: string;
  pricePerPerson: number;
  totalPrice: number;
  status: string;
  isCancellable: boolean;
  createdAt: string;
  cancelledAt: string | null;
  confirmationMailStatus: string | null;
  cancellationQuote: { isCancellable: boolean; feePercent: number | null; fee: number | null; refund: number | null; summary: string } | null;
  cancellationFeePercent: number | null;
  cancellationFee: number | null;
  refund: number | null;
}

export const BOOK = `mutation Book($input: BookInput!) {
  book(input: $input) { booking { ${BOOKING_FIELDS} } confirmationMailQueued errors { code field message } }
}`;

export interface BookData {
  book: { booking: BookingResult | null; confirmationMailQueued: boolean; errors: PayloadError[] };
}

export const CANCEL_BOOKING = `mutation CancelBooking($bookingId: ID!) {
  cancelBooking(input: { bookingId: $bookingId }) { booking { id status isCancellable cancelledAt } errors { code field message } }
}`;

export interface CancelBookingData {
  cancelBooking: {
    booking: Pick<BookingResult, 'id' | 'status' | 'isCancellable' | 'cancelledAt'> | null;
    errors: PayloadError[];
  };
}

export const MY_BOOKINGS = `query MyBookings($first: Int, $after: String) {
  myBookings(first: $first, after: $after) { nodes { id databaseId email tourState } pageInfo { hasNextPage endCursor } totalCount }
}`;

export interface MyBookingsData {
  myBookings: Nodes<Pick<BookingResult, 'id' | 'databaseId' | 'email' | 'tourState'>> & {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}

/** The date in India `days` from today (negative: in the past), as the form sends it. */
export function indiaDateIn(days: number): string {
  return addDays(indiaDate(new Date()), days);
}

export interface TourCard {
  id: string;
  title: string;
  name: string;
  route: string;
  image: string;
  pricePerPerson: number;
  state: { databaseId: number };
  places: { title: string }[];
}

/** The special tours of the seeded catalogue, as the web's tour page shows them. */
export async function specialTours(app: TestApp): Promise<TourCard[]> {
  const { data } = await app.graphql<{ specialTours: Nodes<TourCard> }>(
    `{ specialTours(first: 100) { nodes { id title name route image pricePerPerson state { databaseId } places { title } } } }`,
  );
  return data!.specialTours.nodes;
}

/**
 * Moves a booked trip to new dates, as if it had been booked long ago: the app's clock is the real one,
 * and a trip within 48 hours can no longer be booked, so tests of the cancel window make it this way. A confirmed
 * booking's seats move with it (the new date gets seats enough), so a later cancel gives them back where they are.
 */
export async function moveTrip(dataSource: DataSource, bookingId: number, arrivalDate: string, departureDate = arrivalDate): Promise<void> {
  await dataSource.transaction(async (manager) => {
    // An UPDATE answers [rows, count] through TypeORM.
    const [[booking]] = (await manager.query(
      `UPDATE bookings b SET arrival_date = $2, departure_date = $3 FROM bookings old WHERE b.id = $1 AND old.id = b.id
       RETURNING b.tour_calendar_id AS "calendarId", old.arrival_date::text AS "oldArrival", b.adults + b.children AS party, b.status`,
      [bookingId, arrivalDate, departureDate],
    )) as [{ calendarId: number | null; oldArrival: string; party: number; status: string }[], number];
    if (!booking || booking.calendarId === null || booking.status !== 'CONFIRMED') return;
    await manager.query(`UPDATE tour_departures SET seats_taken = seats_taken - $3 WHERE calendar_id = $1 AND start_date = $2`, [
      booking.calendarId,
      booking.oldArrival,
      booking.party,
    ]);
    await manager.query(
      `INSERT INTO tour_departures AS d (calendar_id, start_date, seats, seats_taken)
       SELECT id, $2, greatest(default_seats, $3), $3 FROM tour_calendars WHERE id = $1
       ON CONFLICT (calendar_id, start_date) DO UPDATE SET seats_taken = d.seats_taken + $3, seats = greatest(d.seats, d.seats_taken + d.seats_held + $3)`,
      [booking.calendarId, arrivalDate, booking.party],
    );
  });
}

/** A valid booking form for the tour: 2 adults and a child, ten days from today (IST) for five days. */
export function aBookingInput(tourId: string, overrides: Record<string, unknown> = {}) {
  return {
    tourId,
    name: 'Asha Rao',
    phone: '9876543210',
    adults: 2,
    children: 1,
    country: 'IN',
    arrivalDate: indiaDateIn(10),
    departureDate: indiaDateIn(15),
    comment: 'Vegetarian meals, please.',
    ...overrides,
  };
}

/** Books through the API as the account of `token`; fails the test on any error. */
export async function bookAs(app: TestApp, token: string, input: Record<string, unknown>) {
  const { data, errors } = await app.graphql<BookData>(BOOK, { input }, { token });
  if (errors || data!.book.errors.length > 0) throw new Error(`Booking failed: ${JSON.stringify(errors ?? data!.book.errors)}`);
  return data!.book.booking!;
}

/** Every booking row as stored, for asserting that a refused call changed nothing. */
export function allBookingRows(dataSource: DataSource): Promise<Record<string, unknown>[]> {
  return dataSource.query(`SELECT id, user_id, email, status, cancelled_at FROM bookings ORDER BY id`);
}
