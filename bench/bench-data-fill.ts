import type { EntityManager } from 'typeorm';
import { BENCH_USER_EMAIL_DOMAIN } from './bench-admin.js';
import { benchVocabulary } from './bench-vocabulary.js';

/** The volumes of issue 13's measurements: places in all (the seed's included); travellers, reviews and bookings generated. */
export const BENCH_VOLUMES = { places: 20_000, reviews: 200_000, users: 5_000, bookings: 500_000 } as const;

/** A bookable tour as the generated bookings copy it; `pick` 1…36 are the states' tours by name, 0 the curated one. */
export interface BenchTour {
  readonly pick: number;
  readonly stateId: number | null;
  readonly curatedTourId: number | null;
  readonly title: string;
  readonly route: string;
  readonly image: string;
  readonly stateNames: readonly string[];
  readonly placeTitles: readonly string[];
  readonly pricePerPerson: number;
}

export interface BenchFillPlan {
  readonly tours: readonly BenchTour[];
  /** Ten countries, India six times: the booking form's choice, by the product's own country list. */
  readonly countries: readonly { readonly code: string; readonly name: string }[];
  readonly admin: { readonly email: string; readonly passwordHash: string };
  /** One hash for every generated traveller: nobody signs in as them. */
  readonly travellerPasswordHash: string;
  readonly cancellationBands: readonly { readonly minDays: number; readonly percent: number }[];
}

/** Every row written ends at these instants (no now(), no random()): two runs write the same rows. */
const HISTORY_ENDS_AT = '2026-11-01 00:00:00+05:30';
const ACCOUNTS_START_AT = '2024-01-01 00:00:00+05:30';

/** A hash of `label` and the row number, never negative (abs of int4's minimum would overflow). */
const hashed = (label: string, row = 'n') => `(hashtext('${label} ' || ${row})::bigint & 2147483647)`;

/**
 * The alphabet and shape the bookings' reference CHECK accepts (migration AddBookingReferencesPricesAndCounts).
 * Row n's 8 characters are the base-32 digits of n × an odd constant modulo 32⁸: a bijection, so no two rows
 * share a reference, and neighbouring rows do not look alike.
 */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const referenceOfRow = (row: string) => {
  const code = `((${row}::bigint * 387420489) % 1099511627776)`;
  const characters = Array.from({ length: 8 }, (_, digit) => `substr('${REFERENCE_ALPHABET}', 1 + ((${code} >> ${5 * digit}) & 31)::int, 1)`);
  return `'IT-' || ${characters.join(' || ')}`;
};

const STATES_SQL = `
  CREATE TEMP TABLE bench_states ON COMMIT DROP AS
  SELECT row_number() OVER (ORDER BY s.name) AS ordinal, s.id,
         coalesce((SELECT max(p.position) + 1 FROM places p WHERE p.state_id = s.id), 0) AS next_position
  FROM states s`;

const TOURS_SQL = `
  CREATE TEMP TABLE bench_tours ON COMMIT DROP AS
  SELECT pick, coalesce(state_id, -curated_tour_id) AS tour_key, state_id, curated_tour_id, title, route, image,
         state_names, place_titles, price_per_person
  FROM json_to_recordset($1::json) AS t(pick int, state_id int, curated_tour_id int, title text, route text, image text,
       state_names text[], place_titles text[], price_per_person int)`;

/**
 * Places cycle over the states and follow each state's seeded ones (position), so every tour keeps its seeded
 * first place (its image). The tour cards follow by the product's own trigger on places.
 */
const PLACES_SQL = `
  INSERT INTO places (state_id, position, slug, title, description, destination, city, price, image)
  SELECT s.id, s.next_position + (n - 1) / $2::int, lower(regexp_replace(w.title, '[^A-Za-z0-9]+', '-', 'g')) || '-' || n, w.title,
         'A guided visit to ' || w.title || ' near ' || w.city || ', in the ' || w.destination || ' region. '
           || 'The best season is October to March; local food and a comfortable stay are included.',
         w.destination, w.city, 300 + (n * 37) % 9700, 'https://images.example.invalid/places/' || n || '.jpg'
  FROM generate_series(1, $1::int) AS n
  JOIN bench_states s ON s.ordinal = 1 + (n - 1) % $2::int
  CROSS JOIN LATERAL (SELECT
    ($3::text[])[1 + ${hashed('landmark')} % cardinality($3::text[])] || ' ' || ($4::text[])[1 + ${hashed('kind')} % cardinality($4::text[])] AS title,
    ($5::text[])[1 + ${hashed('city')} % cardinality($5::text[])] AS city,
    ($6::text[])[1 + ${hashed('destination')} % cardinality($6::text[])] AS destination) w
  ORDER BY n`;

const TRAVELLERS_SQL = `
  INSERT INTO users (name, email, phone, password_hash, role, created_at, updated_at)
  SELECT ($3::text[])[1 + k % cardinality($3::text[])] || ' ' || ($4::text[])[1 + (k / 7) % cardinality($4::text[])],
         'traveller' || k || '@${BENCH_USER_EMAIL_DOMAIN}', '9' || lpad(((k * 7919) % 1000000000)::text, 9, '0'),
         $2, 'USER', timestamptz '${ACCOUNTS_START_AT}' + k * interval '1 hour', timestamptz '${ACCOUNTS_START_AT}' + k * interval '1 hour'
  FROM generate_series(1, $1::int) AS k
  ORDER BY k`;

const ADMIN_SQL = `
  INSERT INTO users (name, email, password_hash, role, created_at, updated_at)
  VALUES ('Bench Administrator', $1, $2, 'ADMIN', timestamptz '${ACCOUNTS_START_AT}', timestamptz '${ACCOUNTS_START_AT}')`;

const NUMBERED_TRAVELLERS_SQL = `
  CREATE TEMP TABLE bench_travellers ON COMMIT DROP AS
  SELECT row_number() OVER (ORDER BY id) AS ordinal, id, name, email FROM users WHERE email LIKE '%@${BENCH_USER_EMAIL_DOMAIN}'`;

const NUMBERED_PLACES_SQL = `
  CREATE TEMP TABLE bench_places ON COMMIT DROP AS SELECT row_number() OVER (ORDER BY id) AS ordinal, id, title FROM places`;

/**
 * Visitors' reviews, one every 157 s over a year, inserted oldest first so ids grow with time (the lists are
 * newest first by id) and deep keyset pages exist. Each names its place; the product's statement triggers keep
 * the place and block figures.
 */
const REVIEWS_SQL = `
  INSERT INTO reviews (first_name, last_name, email, phone, tour_place, place_id, guide_rating, overall_rating, rating, comment, created_at)
  SELECT who.first_name, CASE WHEN n % 3 = 0 THEN NULL ELSE ($4::text[])[1 + (n / 7) % cardinality($4::text[])] END,
         CASE WHEN n % 2 = 0 THEN lower(who.first_name) || '.' || n || '@example.in' END,
         CASE WHEN n % 4 = 0 THEN NULL ELSE '9' || lpad(((n::bigint * 104729) % 1000000000)::text, 9, '0') END,
         place.title, place.id,
         1 + ${hashed('guide')} % 5, 1 + ${hashed('overall')} % 5, (ARRAY[5, 5, 5, 5, 4, 4, 4, 3, 2, 1])[1 + ${hashed('rating')} % 10],
         ($5::text[])[1 + n % cardinality($5::text[])],
         timestamptz '${HISTORY_ENDS_AT}' - ($1::int - n) * interval '157 seconds'
  FROM generate_series(1, $1::int) AS n
  CROSS JOIN LATERAL (SELECT ($3::text[])[1 + n % cardinality($3::text[])] AS first_name) who
  JOIN bench_places place ON place.ordinal = 1 + (n::bigint * 7919) % $2::int
  ORDER BY n`;

/**
 * Bookings, one every 61 s over a year, oldest first, each copying its tour as it read when booked (the seeded
 * catalogue), the way the product's own booking statement writes it: the booking, the states its tour visits,
 * and the confirmed and booked counts of each of those states, in one statement. The state's share is skewed
 * (the busiest state takes about a sixth); one booking in 50 is the curated Golden Triangle (three states); every
 * fifth is cancelled a day after booking, with the fee band of that day.
 */
const BOOKINGS_SQL = `
  WITH booked AS (
    INSERT INTO bookings (user_id, name, email, phone, adults, children, country, country_code, arrival_date, departure_date, comment,
      tour_state_id, curated_tour_id, tour_title, tour_route, tour_state, tour_image, tour_places, reference, price_per_person,
      total_price, status, created_at, cancelled_at, cancellation_fee_percent, cancellation_fee, refund, tour_calendar_id)
    SELECT traveller.id, traveller.name, traveller.email, '9' || lpad(((n::bigint * 7919) % 1000000000)::text, 9, '0'),
           party.adults, party.children, ($5::text[])[1 + n % 10], ($4::text[])[1 + n % 10],
           trip.arrival, trip.arrival + n % 10, CASE WHEN n % 10 = 3 THEN 'Vegetarian meals, please.' END,
           tour.state_id, tour.curated_tour_id, tour.title, tour.route, array_to_string(tour.state_names, ', '), tour.image,
           tour.place_titles, ${referenceOfRow('n')}, tour.price_per_person, party.total,
           CASE WHEN party.is_cancelled THEN 'CANCELLED' ELSE 'CONFIRMED' END, trip.booked_at,
           CASE WHEN party.is_cancelled THEN trip.booked_at + interval '1 day' END,
           charge.percent, (party.total * charge.percent + 50) / 100, party.total - (party.total * charge.percent + 50) / 100,
           calendar.id
    FROM generate_series(1, $1::int) AS n
    JOIN bench_travellers traveller ON traveller.ordinal = 1 + n % $2::int
    JOIN bench_tours tour ON tour.pick = CASE WHEN n % 50 = 7 THEN 0
      ELSE 1 + (7 * floor($3::int * power((${hashed('booking')} % 100000) / 100000.0, 2))::int) % $3::int END
    JOIN tour_calendars calendar ON calendar.state_id = tour.state_id OR calendar.curated_tour_id = tour.curated_tour_id
    CROSS JOIN LATERAL (SELECT 1 + n % 4 AS adults, n % 3 AS children, n % 5 = 0 AS is_cancelled,
      tour.price_per_person * (1 + n % 4 + n % 3) AS total) party
    CROSS JOIN LATERAL (SELECT booked_at, (booked_at AT TIME ZONE 'Asia/Kolkata')::date + 3 + n % 150 AS arrival
      FROM (SELECT timestamptz '${HISTORY_ENDS_AT}' - ($1::int - n) * interval '61 seconds' AS booked_at) instant) trip
    -- Cancelled a day after booking: whole days from then to the trip's 00:00 IST are 1 + n % 150.
    LEFT JOIN LATERAL (SELECT band.percent FROM unnest($6::int[], $7::int[]) AS band(min_days, percent)
      WHERE party.is_cancelled AND 1 + n % 150 >= band.min_days ORDER BY band.min_days DESC LIMIT 1) charge ON true
    ORDER BY n
    RETURNING id, coalesce(tour_state_id, -curated_tour_id) AS tour_key, status),
  visits AS (
    SELECT booked.id, booked.status, state FROM booked JOIN bench_tours tour USING (tour_key) CROSS JOIN unnest(tour.state_names) AS state),
  visited AS (
    INSERT INTO booking_states (booking_id, state) SELECT id, state FROM visits),
  counted AS (
    INSERT INTO state_booking_counts AS counts (state, confirmed, booked)
    SELECT state, count(*) FILTER (WHERE status = 'CONFIRMED'), count(*) FROM visits GROUP BY state ORDER BY state
    ON CONFLICT (state) DO UPDATE SET confirmed = counts.confirmed + excluded.confirmed, booked = counts.booked + excluded.booked)
  SELECT count(*)::int AS bookings FROM booked`;

/**
 * The seats the confirmed bookings took, per start date, as the booking statement keeps them; a date booked beyond
 * its tour's default is sold out with what it holds (as the migration that made calendars left such dates).
 */
const DEPARTURES_SQL = `
  INSERT INTO tour_departures (calendar_id, start_date, seats, seats_taken)
  SELECT booking.tour_calendar_id, booking.arrival_date, greatest(calendar.default_seats, sum(booking.adults + booking.children)),
         sum(booking.adults + booking.children)
  FROM bookings booking JOIN tour_calendars calendar ON calendar.id = booking.tour_calendar_id
  WHERE booking.status = 'CONFIRMED'
  GROUP BY booking.tour_calendar_id, booking.arrival_date, calendar.default_seats`;

/** The kept counts against a GROUP BY over every booking, and bookings that visit no state: both must be empty. */
const COUNT_MISMATCHES_SQL = `
  SELECT coalesce(kept.state, live.state) AS state, kept.confirmed AS kept, live.confirmed AS counted,
         kept.booked AS kept_booked, live.booked AS counted_booked
  FROM state_booking_counts kept
  FULL JOIN (SELECT visit.state, count(*) FILTER (WHERE booking.status = 'CONFIRMED')::int AS confirmed, count(*)::int AS booked
             FROM booking_states visit JOIN bookings booking ON booking.id = visit.booking_id GROUP BY visit.state) live
    ON live.state = kept.state
  WHERE (kept.confirmed, kept.booked) IS DISTINCT FROM (live.confirmed, live.booked)
  UNION ALL
  SELECT 'booking ' || booking.id || ' visits no state', NULL, NULL, NULL, NULL FROM bookings booking
  WHERE NOT EXISTS (SELECT 1 FROM booking_states visit WHERE visit.booking_id = booking.id)`;

export type PhaseTimer = <T>(phase: string, work: () => Promise<T>) => Promise<T>;

/** Writes the generated rows inside the caller's transaction; throws (so everything rolls back) when the counts disagree. */
export async function fillToBenchVolumes(manager: EntityManager, plan: BenchFillPlan, timed: PhaseTimer): Promise<void> {
  const words = benchVocabulary;
  const [{ places, states }] = (await manager.query(`SELECT (SELECT count(*) FROM places)::int AS places, (SELECT count(*) FROM states)::int AS states`)) as [
    { places: number; states: number },
  ];
  const toursJson = JSON.stringify(plan.tours.map((tour) => ({
    pick: tour.pick, state_id: tour.stateId, curated_tour_id: tour.curatedTourId, title: tour.title, route: tour.route, image: tour.image,
    state_names: tour.stateNames, place_titles: tour.placeTitles, price_per_person: tour.pricePerPerson,
  })));
  await manager.query(STATES_SQL);
  await manager.query(TOURS_SQL, [toursJson]);
  await timed('places (and their tour cards)', () =>
    manager.query(PLACES_SQL, [BENCH_VOLUMES.places - places, states, words.landmarks, words.kinds, words.cities, words.destinations]),
  );
  await timed('users', async () => {
    await manager.query(TRAVELLERS_SQL, [BENCH_VOLUMES.users, plan.travellerPasswordHash, words.firstNames, words.lastNames]);
    await manager.query(ADMIN_SQL, [plan.admin.email, plan.admin.passwordHash]);
    await manager.query(NUMBERED_TRAVELLERS_SQL);
    await manager.query(NUMBERED_PLACES_SQL);
  });
  await timed('reviews (and their figures)', () =>
    manager.query(REVIEWS_SQL, [BENCH_VOLUMES.reviews, BENCH_VOLUMES.places, words.firstNames, words.lastNames, words.reviewComments]),
  );
  const bands = [...plan.cancellationBands];
  await timed('bookings, their states and counts', () =>
    manager.query(BOOKINGS_SQL, [
      BENCH_VOLUMES.bookings, BENCH_VOLUMES.users, states,
      plan.countries.map((country) => country.code), plan.countries.map((country) => country.name),
      bands.map((band) => band.minDays), bands.map((band) => band.percent),
    ]),
  );
  await timed('seats taken per start date', () => manager.query(DEPARTURES_SQL));
  const mismatches = (await timed('check: kept counts = GROUP BY', () => manager.query(COUNT_MISMATCHES_SQL))) as unknown[];
  if (mismatches.length > 0) throw new Error(`state_booking_counts disagrees with the bookings: ${JSON.stringify(mismatches.slice(0, 5))}`);
}

/** The tables written, for VACUUM (ANALYZE) once the transaction is committed. */
export const FILLED_TABLES = [
  'places', 'tour_cards', 'users', 'reviews', 'place_ratings', 'review_blocks', 'bookings', 'booking_states', 'state_booking_counts', 'tour_departures',
] as const;
