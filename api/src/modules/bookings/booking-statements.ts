import { createHash } from 'node:crypto';
import { normalizedName } from '@india-tours/validation';
import type { TourDetails } from '../catalogue/index.js';
import type { BookingRequest } from './booking.service.js';
import { findCountry } from './country-list.js';

/*
 * One statement saves the booking, the states it visits and their counts (confirmed, and booked: every booking
 * made, what the admin's list of a state totals). The email is read from the account row: it is never taken
 * from input (spec §5). ON CONFLICT DO NOTHING covers both unique
 * keys: a repeated idempotency key (the caller then reads the first booking) and, once in 10¹² draws, a
 * reference already taken (the caller draws another). The counts are upserted in state-name order, so
 * two bookings crossing the same states lock their counters in the same order and cannot deadlock.
 */
export const INSERT_BOOKING_SQL = `
  WITH booking AS (
    INSERT INTO bookings (user_id, email, name, phone, adults, children, country, country_code, arrival_date, departure_date,
      comment, tour_state_id, curated_tour_id, tour_title, tour_route, tour_state, tour_image, tour_places, reference,
      price_per_person, total_price, idempotency_key, request_fingerprint)
    SELECT u.id, u.email, $2, $3, $4, $5, $6, $7, $8::date, $9::date, $10, $11, $12, $13, $14, $15, $16, $17::text[], $18, $19, $20, $21, $22
    FROM users u WHERE u.id = $1
    ON CONFLICT DO NOTHING
    RETURNING id),
  visited AS (
    INSERT INTO booking_states (booking_id, state) SELECT booking.id, state FROM booking, unnest($23::text[]) AS state RETURNING state),
  counted AS (
    INSERT INTO state_booking_counts (state, confirmed, booked) SELECT state, 1, 1 FROM visited ORDER BY state
    ON CONFLICT (state) DO UPDATE SET confirmed = state_booking_counts.confirmed + 1, booked = state_booking_counts.booked + 1)
  SELECT id FROM booking`;

/*
 * One statement checks and applies the rules, so of concurrent cancels exactly one finds the row
 * CONFIRMED. The fee band is the cheapest one whose first arrival date the trip reaches; when the caller
 * names the fee it was shown, a different band refuses the cancel rather than charge a surprise. The confirmed
 * counts are decremented through an ordered upsert (the rows exist) for the same lock order as booking; `booked`
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
    RETURNING b.id),
  counted AS (
    INSERT INTO state_booking_counts (state, confirmed)
    SELECT s.state, 0 FROM booking_states s JOIN cancelled ON cancelled.id = s.booking_id ORDER BY s.state
    ON CONFLICT (state) DO UPDATE SET confirmed = state_booking_counts.confirmed - 1)
  SELECT id FROM cancelled`;

/** A hash of what the form asked for, as stored: the same key with another input is refused. */
function fingerprintOf(values: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** The parameters of INSERT_BOOKING_SQL, given a reference, and the fingerprint an idempotency key is stored with. */
export function bookingValues(userId: number, request: BookingRequest, tour: TourDetails) {
  const country = findCountry(request.country)!;
  const form = [
    normalizedName(request.name), request.phone.trim(), request.adults, request.children, country.name, country.code,
    request.arrivalDate, request.departureDate, request.comment?.trim() || null,
  ];
  const tourKey = [tour.stateId, tour.curatedTourId];
  const snapshot = [tour.title, tour.route, tour.stateNames.join(', '), tour.image, tour.placeTitles];
  const prices = [tour.pricePerPerson, tour.pricePerPerson * (request.adults + request.children)];
  const key = request.idempotencyKey ?? null;
  const fingerprint = key === null ? null : fingerprintOf([...tourKey, ...form]);
  const parametersWith = (reference: string) => [userId, ...form, ...tourKey, ...snapshot, reference, ...prices, key, fingerprint, tour.stateNames];
  return { parametersWith, fingerprint };
}
