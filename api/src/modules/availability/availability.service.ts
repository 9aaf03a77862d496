import { addDays, indiaDate } from '@india-tours/validation/dates';
import { seatsLeftOn, statusOfDate, type DepartureSeats } from '@india-tours/validation/availability';
import type { DataSource } from 'typeorm';
import { TourCalendar, TourCalendarDate, TourDate, TourDateStatus, type TourRef } from './availability.types.js';

/** A range of start dates, both ends included, `YYYY-MM-DD`. */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

interface DepartureRow {
  readonly calendarId: number;
  readonly stateId: number | null;
  readonly curatedTourId: number | null;
  readonly defaultSeats: number;
  /** Null for a calendar with no row in the range (the left join's empty side), as are the others below. */
  readonly date: string | null;
  readonly seats: number | null;
  readonly hasOwnSeats: boolean | null;
  readonly isClosed: boolean | null;
  readonly seatsTaken: number | null;
  readonly seatsHeld: number | null;
}

/*
 * The calendars of the tours asked for ($1 state ids, $2 curated tour ids) with their dates in the range that have
 * been booked or set: one statement whatever the range, walking the departures' primary key; every other date of the
 * range has the default seats, none taken.
 */
const DEPARTURES_SQL = `
  SELECT c.id AS "calendarId", c.state_id AS "stateId", c.curated_tour_id AS "curatedTourId", c.default_seats AS "defaultSeats",
    d.start_date::text AS "date", d.seats, d.own_seats AS "hasOwnSeats", d.closed AS "isClosed", d.seats_taken AS "seatsTaken",
    d.seats_held AS "seatsHeld"
  FROM tour_calendars c
  LEFT JOIN tour_departures d ON d.calendar_id = c.id AND d.start_date BETWEEN $3::date AND $4::date
  WHERE c.state_id = ANY($1::int[]) OR c.curated_tour_id = ANY($2::int[])
  ORDER BY c.id, d.start_date`;

const CALENDAR_SQL = `
  SELECT id AS "calendarId", default_seats AS "defaultSeats" FROM tour_calendars WHERE state_id = $1 OR curated_tour_id = $2`;

/** What a range of one calendar holds: its default and its dates with rows, by date. */
interface CalendarDays {
  readonly calendarId: number;
  readonly defaultSeats: number;
  readonly departures: ReadonlyMap<string, DepartureRow>;
}

const tourKey = (tour: TourRef) => (tour.stateId !== null ? `state:${tour.stateId}` : `curated:${tour.curatedTourId}`);

/** Reading tours' calendars: what travellers see of each start date, and what the operator manages. */
export class AvailabilityService {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    now?: () => Date,
  ) {
    this.now = now ?? (() => new Date());
  }

  /** Each tour's start dates in the range, as travellers see them, tour for tour (one statement for them all). */
  async availabilityOf(tours: readonly TourRef[], range: DateRange): Promise<TourDate[][]> {
    const calendars = await this.readCalendars(tours, range);
    const now = this.now();
    return tours.map((tour) => {
      const calendar = calendars.get(tourKey(tour));
      return calendar ? daysOf(range).map((date) => publicDate(date, seatsOn(calendar, date), now)) : [];
    });
  }

  /** The tour's calendar (for admins: callers check), or undefined when the tour has none. */
  async calendarOf(tour: TourRef): Promise<TourCalendar | undefined> {
    const [row] = (await this.dataSource.query(CALENDAR_SQL, [tour.stateId, tour.curatedTourId])) as { calendarId: number; defaultSeats: number }[];
    return row && new TourCalendar(tour, row.calendarId, row.defaultSeats);
  }

  /** The calendar's dates in the range with their seats taken and held, as the operator manages them. */
  async calendarDates({ tour }: TourCalendar, range: DateRange): Promise<TourCalendarDate[]> {
    const calendar = (await this.readCalendars([tour], range)).get(tourKey(tour));
    if (!calendar) return [];
    const now = this.now();
    return daysOf(range).map((date) => {
      const row = calendar.departures.get(date);
      const departure = seatsOn(calendar, date);
      return Object.assign(new TourCalendarDate(), publicDate(date, departure, now), {
        seats: departure.seats,
        hasOwnSeats: row?.hasOwnSeats ?? false,
        isClosed: departure.isClosed,
        seatsTaken: departure.seatsTaken,
        seatsHeld: departure.seatsHeld,
      });
    });
  }

  /** Today in India: the first date an availability range starts on by default. */
  today(): string {
    return indiaDate(this.now());
  }

  private async readCalendars(tours: readonly TourRef[], range: DateRange): Promise<Map<string, CalendarDays>> {
    const stateIds = tours.flatMap((tour) => (tour.stateId === null ? [] : [tour.stateId]));
    const curatedTourIds = tours.flatMap((tour) => (tour.curatedTourId === null ? [] : [tour.curatedTourId]));
    const rows = (await this.dataSource.query(DEPARTURES_SQL, [stateIds, curatedTourIds, range.from, range.to])) as DepartureRow[];
    const calendars = new Map<string, CalendarDays & { departures: Map<string, DepartureRow> }>();
    for (const row of rows) {
      const key = tourKey(row);
      let calendar = calendars.get(key);
      if (!calendar) calendars.set(key, (calendar = { calendarId: row.calendarId, defaultSeats: row.defaultSeats, departures: new Map() }));
      if (row.date !== null) calendar.departures.set(row.date, row);
    }
    return calendars;
  }
}

function daysOf({ from, to }: DateRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

function seatsOn(calendar: CalendarDays, date: string): DepartureSeats {
  const row = calendar.departures.get(date);
  if (!row) return { seats: calendar.defaultSeats, seatsTaken: 0, seatsHeld: 0, isClosed: false };
  return { seats: row.seats!, seatsTaken: row.seatsTaken!, seatsHeld: row.seatsHeld!, isClosed: row.isClosed! };
}

function publicDate(date: string, departure: DepartureSeats, now: Date): TourDate {
  return Object.assign(new TourDate(), {
    date,
    status: TourDateStatus[statusOfDate(date, departure, now)],
    seatsLeft: seatsLeftOn(date, departure, now),
  });
}
