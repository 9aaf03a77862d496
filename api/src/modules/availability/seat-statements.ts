/*
 * How a booking takes its seats and a cancel gives them back, as parts of the bookings' own statements, so that the
 * seats change in the statement (and transaction) that writes the booking. The placeholders are the caller's.
 */

/** Where each tour's calendar is found: the tour as a state's (`stateId`) or as a curated one (`curatedTourId`), the other null. */
export interface TourPlaceholders {
  readonly stateId: string;
  readonly curatedTourId: string;
}

/**
 * A CTE body taking `party` seats on `date` of the tour's calendar; it answers the date's row (`calendar_id`, and
 * `seats_taken` > 0) when it took them, and nothing, or a row with `seats_taken` 0, when it did not. A date nobody has
 * booked or set yet gets its row with the default seats. A booked date's row is locked by the upsert, and its condition
 * is checked again on the row as the last booking committed it, so concurrent bookings queue on the date and none can
 * take a seat another took; the table's check (`seats_taken + seats_held <= seats`) stands behind it. A closed date
 * always has a row, so only the update can meet it.
 */
export function takeSeatsSql(tour: TourPlaceholders, date: string, party: string): string {
  return `
    INSERT INTO tour_departures AS departure (calendar_id, start_date, seats, seats_taken)
    SELECT c.id, ${date}::date, c.default_seats, CASE WHEN ${party}::int <= c.default_seats THEN ${party}::int ELSE 0 END
    FROM tour_calendars c WHERE c.state_id = ${tour.stateId} OR c.curated_tour_id = ${tour.curatedTourId}
    ON CONFLICT (calendar_id, start_date) DO UPDATE SET seats_taken = departure.seats_taken + ${party}::int
    WHERE NOT departure.closed AND departure.seats_taken + departure.seats_held + ${party}::int <= departure.seats
    RETURNING departure.calendar_id, departure.seats_taken`;
}

/**
 * A CTE body giving back the seats of the bookings `source` names (a CTE with `tour_calendar_id`, `arrival_date`,
 * `adults` and `children`), answering the dates' rows. A booking of a tour since deleted has no calendar left and gives nothing.
 */
export function releaseSeatsSql(source: string): string {
  return `
    UPDATE tour_departures departure SET seats_taken = departure.seats_taken - (released.adults + released.children)
    FROM ${source} released
    WHERE departure.calendar_id = released.tour_calendar_id AND departure.start_date = released.arrival_date
    RETURNING departure.calendar_id, departure.start_date`;
}

/** The date's seats after a booking could not take them: $1 state id, $2 curated tour id, $3 the date. No row: never booked or set. */
export const DEPARTURE_OF_TOUR_SQL = `
  SELECT c.default_seats AS "defaultSeats", d.seats, d.seats_taken AS "seatsTaken", d.seats_held AS "seatsHeld", d.closed AS "isClosed"
  FROM tour_calendars c LEFT JOIN tour_departures d ON d.calendar_id = c.id AND d.start_date = $3::date
  WHERE c.state_id = $1 OR c.curated_tour_id = $2`;

/** Rows for dates nobody booked or set yet (with the default seats), so that every date named can be locked and read. $1 calendar, $2 dates. */
export const MATERIALISE_DEPARTURES_SQL = `
  INSERT INTO tour_departures (calendar_id, start_date, seats)
  SELECT c.id, date, c.default_seats FROM tour_calendars c, unnest($2::date[]) AS date WHERE c.id = $1 ORDER BY date
  ON CONFLICT DO NOTHING`;

/** The dates' rows, locked in date order (every statement that locks several dates does so, so none can deadlock). */
export const LOCK_DEPARTURES_SQL = `
  SELECT start_date::text AS date, seats, closed AS "isClosed", seats_taken AS "seatsTaken", seats_held AS "seatsHeld"
  FROM tour_departures WHERE calendar_id = $1 AND start_date = ANY($2::date[]) ORDER BY start_date FOR UPDATE`;

/** A locked date's seats taken, moved by $3 (negative: given back). */
export const MOVE_SEATS_TAKEN_SQL = `UPDATE tour_departures SET seats_taken = seats_taken + $3::int WHERE calendar_id = $1 AND start_date = $2::date`;

/** A locked start date's row as LOCK_DEPARTURES_SQL reads it. */
export interface LockedDeparture {
  readonly date: string;
  readonly seats: number;
  readonly isClosed: boolean;
  readonly seatsTaken: number;
  readonly seatsHeld: number;
}
