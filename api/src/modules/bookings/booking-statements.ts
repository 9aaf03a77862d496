import { createHash } from 'node:crypto';
import { normalizedName } from '@india-tours/validation';
import type { ActingAccount } from '../../graphql/actor.js';
import { releaseSeatsSql, takeSeatsSql } from '../availability/index.js';
import type { BookedTrip } from '../mail/index.js';
import type { TourDetails } from '../catalogue/index.js';
import type { BookingRequest } from './booking.service.js';
import { findCountry } from './country-list.js';

/*
 * One statement takes the party's seats on the tour's start date (when it has them: see takeSeatsSql), saves the
 * booking with its confirmation mail's id (queued just before, in the same transaction), the
 * states it visits and their counts (confirmed, and booked: every booking made, what the admin's list of a state
 * totals), and answers the row as `returning` selects it (the `booking` alias). The email is the account's, the one
 * its confirmation went to: read from the account row, never taken from input (spec §5); the join keeps an account
 * deleted since out. ON CONFLICT DO NOTHING covers both unique keys: a repeated idempotency key (the database decides
 * it, even between concurrent submits; the caller then reads the first booking) and, once in 10¹² draws, a reference
 * already taken (the caller draws another). When nothing is written the caller rolls back to before the statement,
 * seats included. Each statement that locks a date and counters (this, a cancel) locks the date first, then the counters
 * in state-name order, so two bookings or cancels crossing the same date and states cannot deadlock.
 */
export const insertBookingSql = (returning: string) => `
  WITH seats AS (${takeSeatsSql({ stateId: '$12', curatedTourId: '$13' }, '$9', '$26')}),
  booking AS (
    INSERT INTO bookings AS booking (user_id, email, name, phone, adults, children, country, country_code, arrival_date,
      departure_date, comment, tour_state_id, curated_tour_id, tour_title, tour_route, tour_state, tour_image, tour_places,
      reference, price_per_person, total_price, idempotency_key, request_fingerprint, confirmation_mail_id, tour_calendar_id)
    SELECT u.id, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $12, $13, $14, $15, $16, $17, $18::text[], $19, $20, $21,
      $22, $23, $24::bigint, seats.calendar_id
    FROM users u, seats WHERE u.id = $1 AND seats.seats_taken > 0
    ON CONFLICT DO NOTHING
    RETURNING ${returning}),
  visited AS (
    INSERT INTO booking_states (booking_id, state) SELECT booking."databaseId", state FROM booking, unnest($25::text[]) AS state
    RETURNING state),
  counted AS (
    INSERT INTO state_booking_counts (state, confirmed, booked) SELECT state, 1, 1 FROM visited ORDER BY state
    ON CONFLICT (state) DO UPDATE SET confirmed = state_booking_counts.confirmed + 1, booked = state_booking_counts.booked + 1)
  SELECT * FROM booking`;

/*
 * One statement checks and applies the rules, so of concurrent cancels exactly one finds the row
 * CONFIRMED. The fee band is the cheapest one whose first arrival date the trip reaches; when the caller
 * names the fee it was shown, a different band refuses the cancel rather than charge a surprise. The party's seats go
 * back to the start date (before the counters: the condition on `released` makes it run first, for the lock order
 * above). The confirmed counts are decremented through an ordered upsert (the rows exist) for the same lock order as booking; `booked`
 * stays, as the admin's list still shows the cancelled booking.
 */
export const CANCEL_BOOKING_SQL = `
  WITH cancelled AS (
    UPDATE bookings b SET status = 'CANCELLED', cancelled_at = now(), cancellation_fee_percent = band.percent,
      cancellation_fee = (b.total_price::bigint * band.percent + 50) / 100, refund = b.total_price - (b.total_price::bigint * band.percent + 50) / 100
    FROM (SELECT percent FROM unnest($4::date[], $5::int[]) AS t(first_arrival, percent)
          WHERE first_arrival <= (SELECT arrival_date FROM bookings WHERE id = $1) ORDER BY percent LIMIT 1) band
    WHERE b.id = $1 AND b.user_id = $2 AND b.status = 'CONFIRMED' AND b.arrival_date >= $3::date
      AND ($6::int IS NULL OR band.percent = $6::int)
    RETURNING b.id, b.tour_calendar_id, b.arrival_date, b.adults, b.children),
  released AS (${releaseSeatsSql('cancelled')}),
  counted AS (
    INSERT INTO state_booking_counts (state, confirmed)
    SELECT s.state, 0 FROM booking_states s JOIN cancelled ON cancelled.id = s.booking_id
    WHERE (SELECT count(*) FROM released) >= 0
    ORDER BY s.state
    ON CONFLICT (state) DO UPDATE SET confirmed = state_booking_counts.confirmed - 1)
  SELECT id FROM cancelled`;

/**
 * The form as a booking stores it: the name normalised, the country named. In the order of the insert's columns
 * and of the stored fingerprints' lists.
 */
function storedForm(request: BookingRequest) {
  const country = findCountry(request.country)!;
  return {
    name: normalizedName(request.name),
    phone: request.phone.trim(),
    adults: request.adults,
    children: request.children,
    country: country.name,
    countryCode: country.code,
    arrivalDate: request.arrivalDate,
    departureDate: request.departureDate,
    comment: request.comment?.trim() || null,
  };
}

/**
 * A hash of what the form asked for, stored beside its idempotency key (null without one): the same key with another
 * input is refused. The hashed list and its order are those of the stored rows' hashes: change neither.
 */
export function requestFingerprint(request: BookingRequest, tour: TourDetails): string | null {
  if (request.idempotencyKey == null) return null;
  const values = [tour.stateId, tour.curatedTourId, ...Object.values(storedForm(request))];
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** A booking about to be written, once it has drawn its reference. */
export interface NewBooking {
  readonly userId: number;
  readonly idempotencyKey: string | null;
  /** Of the form, stored with the key: see `requestFingerprint`. */
  readonly fingerprint: string | null;
  /** What its mails say of it. */
  readonly trip: BookedTrip;
  /** The tour booked, whose calendar gives the seats. */
  readonly tour: TourDetails;
  /** The parameters of `insertBookingSql`. */
  parametersWith(confirmationMailId: string | null): unknown[];
}

/** The booking the account's form makes of the tour as it reads now, with `reference`. */
export function newBooking(account: ActingAccount, request: BookingRequest, tour: TourDetails, reference: string): NewBooking {
  const form = storedForm(request);
  const pricePerPerson = tour.pricePerPerson;
  const totalPrice = pricePerPerson * (request.adults + request.children);
  const trip = { ...form, email: account.email, reference, tourTitle: tour.title, tourRoute: tour.route, pricePerPerson, totalPrice };
  const snapshot = [tour.title, tour.route, tour.stateNames.join(', '), tour.image, tour.placeTitles];
  const idempotencyKey = request.idempotencyKey ?? null;
  const fingerprint = requestFingerprint(request, tour);
  return {
    userId: account.id,
    idempotencyKey,
    fingerprint,
    trip,
    tour,
    parametersWith: (confirmationMailId) => [
      account.id, account.email, ...Object.values(form), tour.stateId, tour.curatedTourId, ...snapshot, reference, pricePerPerson, totalPrice,
      idempotencyKey, fingerprint, confirmationMailId, tour.stateNames, request.adults + request.children,
    ],
  };
}
