import { availabilityMessages, isSeatCount, MAX_AVAILABILITY_DAYS } from '@india-tours/validation/availability';
import { addDays, indiaDate, isIsoDate, MAX_DAYS_AHEAD } from '@india-tours/validation/dates';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../graphql/actor.js';
import type { Page } from '../../graphql/relay/connection.js';
import { readKeysetPage } from '../../graphql/relay/keyset.js';
import { fieldError } from '../../graphql/user-error.js';
import { assertAdmin } from '../../graphql/viewer.js';
import { TourCalendarErrorCode, type TourCalendarError } from './availability.errors.js';
import type { TourCalendar } from './availability.types.js';
import { LOCK_DEPARTURES_SQL, MATERIALISE_DEPARTURES_SQL, type LockedDeparture } from './seat-statements.js';
import { TourCalendarChange } from './tour-calendar-change.entity.js';

/** An admin's change to chosen start dates: their seats, whether they are closed, or both. */
export interface DatesChange {
  readonly dates: readonly string[];
  readonly seats?: number | null | undefined;
  readonly isClosed?: boolean | null | undefined;
}

export interface CalendarEditResult {
  /** The dates changed (sorted, each once); empty when refused. */
  readonly dates: readonly string[];
  readonly errors: TourCalendarError[];
}

/*
 * Changing the default waits for every transaction that is taking or setting seats and holds the next ones back until
 * it commits (SHARE ROW EXCLUSIVE conflicts with the row-exclusive lock each such statement takes, and each statement
 * reads the calendar after its lock is granted), so no booking writes a new date's row with the old default once the
 * new one is set. Defaults change seldom and this takes milliseconds.
 */
const HOLD_BACK_SEAT_WRITES_SQL = `LOCK TABLE tour_departures IN SHARE ROW EXCLUSIVE MODE`;

/** Dates from today that follow the default get the new one, but never fewer seats than are taken and held. */
const FOLLOW_DEFAULT_SQL = `
  UPDATE tour_departures SET seats = greatest($2::int, seats_taken + seats_held)
  WHERE calendar_id = $1 AND NOT own_seats AND start_date >= $3::date`;

const RECORD_CHANGE_SQL = `
  INSERT INTO tour_calendar_changes (calendar_id, changed_by, changed_by_name, start_date, seats_before, seats_after, closed_before, closed_after)
  SELECT $1, u.id, u.name, change.date, change.seats_before, change.seats_after, change.closed_before, change.closed_after
  FROM users u, unnest($3::date[], $4::int[], $5::int[], $6::bool[], $7::bool[])
    AS change(date, seats_before, seats_after, closed_before, closed_after)
  WHERE u.id = $2`;

const UPDATE_DATES_SQL = `
  UPDATE tour_departures SET seats = coalesce($3::int, seats), own_seats = own_seats OR $3::int IS NOT NULL, closed = coalesce($4::bool, closed)
  WHERE calendar_id = $1 AND start_date = ANY($2::date[])`;

/** The operator's changes to tours' calendars, each recorded with who made it. Admins only. */
export class CalendarEditingService {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    now?: () => Date,
  ) {
    this.now = now ?? (() => new Date());
  }

  /** Sets the seats of every date that has none of its own, from today on (IST); past dates keep theirs. */
  async setDefaultSeats(actor: Actor, calendar: TourCalendar, seats: number): Promise<TourCalendarError[]> {
    const admin = assertAdmin(actor);
    if (!isSeatCount(seats)) return [fieldError(TourCalendarErrorCode.INVALID_SEATS, availabilityMessages.invalidSeats, 'defaultSeats')];
    await this.dataSource.transaction(async (manager) => {
      await manager.query(HOLD_BACK_SEAT_WRITES_SQL);
      const [before] = (await manager.query(`SELECT default_seats AS seats FROM tour_calendars WHERE id = $1 FOR UPDATE`, [calendar.calendarId])) as {
        seats: number;
      }[];
      if (!before || before.seats === seats) return;
      await manager.query(`UPDATE tour_calendars SET default_seats = $2 WHERE id = $1`, [calendar.calendarId, seats]);
      await manager.query(FOLLOW_DEFAULT_SQL, [calendar.calendarId, seats, indiaDate(this.now())]);
      await recordChanges(manager, calendar.calendarId, admin.userId, [{ date: null, seatsBefore: before.seats, seatsAfter: seats, closedBefore: false, closedAfter: false }]);
    });
    return [];
  }

  /**
   * Sets the seats of the dates, or closes or opens them, or both, all or nothing: a date may not get fewer seats than
   * are taken and held on it. Closing a date keeps the bookings made for it.
   */
  async updateDates(actor: Actor, calendar: TourCalendar, change: DatesChange): Promise<CalendarEditResult> {
    const admin = assertAdmin(actor);
    const dates = [...new Set(change.dates)].sort();
    const errors = this.changeErrors(change, dates);
    if (errors.length > 0) return { dates: [], errors };
    return this.dataSource.transaction(async (manager) => {
      await manager.query(MATERIALISE_DEPARTURES_SQL, [calendar.calendarId, dates]);
      const before = (await manager.query(LOCK_DEPARTURES_SQL, [calendar.calendarId, dates])) as LockedDeparture[];
      const refusals = seatsRefusals(before, change.seats);
      if (refusals.length > 0) throw new RefusedChange(refusals);
      await manager.query(UPDATE_DATES_SQL, [calendar.calendarId, dates, change.seats ?? null, change.isClosed ?? null]);
      const changed = before
        .map((date) => ({
          date: date.date,
          seatsBefore: date.seats,
          seatsAfter: change.seats ?? date.seats,
          closedBefore: date.isClosed,
          closedAfter: change.isClosed ?? date.isClosed,
        }))
        .filter((date) => date.seatsBefore !== date.seatsAfter || date.closedBefore !== date.closedAfter);
      await recordChanges(manager, calendar.calendarId, admin.userId, changed);
      return { dates, errors: [] };
    }).catch((error: unknown) => {
      if (error instanceof RefusedChange) return { dates: [], errors: error.errors };
      throw error;
    });
  }

  /** The calendar's changes, newest first. */
  changes(actor: Actor, calendar: TourCalendar, { first, after }: { first: number; after?: string | null | undefined }): Promise<Page<TourCalendarChange>> {
    assertAdmin(actor);
    const query = this.dataSource.getRepository(TourCalendarChange).createQueryBuilder('change').where('change.calendar_id = :calendarId', {
      calendarId: calendar.calendarId,
    });
    return readKeysetPage(query, {
      first,
      after,
      columns: ['change.id'],
      columnTypes: ['number'],
      direction: 'DESC',
      cursorValues: (row) => [Number(row.databaseId)],
    });
  }

  private changeErrors(change: DatesChange, dates: readonly string[]): TourCalendarError[] {
    const today = indiaDate(this.now());
    if (change.seats == null && change.isClosed == null) {
      return [fieldError(TourCalendarErrorCode.NOTHING_TO_CHANGE, availabilityMessages.nothingToChange, 'seats')];
    }
    const errors: TourCalendarError[] = [];
    if (dates.length === 0) errors.push(fieldError(TourCalendarErrorCode.NO_DATES, availabilityMessages.noDates, 'dates'));
    if (dates.length > MAX_AVAILABILITY_DAYS) errors.push(fieldError(TourCalendarErrorCode.TOO_MANY_DATES, availabilityMessages.tooManyDates, 'dates'));
    if (dates.some((date) => !isIsoDate(date) || date < today)) {
      errors.push(fieldError(TourCalendarErrorCode.DATE_IN_PAST, availabilityMessages.dateInPast, 'dates'));
    } else if (dates.some((date) => date > addDays(today, MAX_DAYS_AHEAD))) {
      errors.push(fieldError(TourCalendarErrorCode.DATE_TOO_FAR, availabilityMessages.dateTooFar, 'dates'));
    }
    if (change.seats != null && !isSeatCount(change.seats)) {
      errors.push(fieldError(TourCalendarErrorCode.INVALID_SEATS, availabilityMessages.invalidSeats, 'seats'));
    }
    return errors;
  }
}

/** Thrown inside the transaction to roll it back with the refusals as the answer. */
class RefusedChange extends Error {
  constructor(readonly errors: TourCalendarError[]) {
    super('refused');
  }
}

function seatsRefusals(before: readonly LockedDeparture[], seats: number | null | undefined): TourCalendarError[] {
  if (seats == null) return [];
  return before
    .filter((date) => date.seatsTaken + date.seatsHeld > seats)
    .map((date) =>
      fieldError(TourCalendarErrorCode.SEATS_BELOW_TAKEN, availabilityMessages.seatsBelowTaken(date.date, date.seatsTaken + date.seatsHeld), 'seats'),
    );
}

interface ChangeRecord {
  readonly date: string | null;
  readonly seatsBefore: number;
  readonly seatsAfter: number;
  readonly closedBefore: boolean;
  readonly closedAfter: boolean;
}

async function recordChanges(manager: EntityManager, calendarId: number, adminId: number, changes: readonly ChangeRecord[]): Promise<void> {
  if (changes.length === 0) return;
  await manager.query(RECORD_CHANGE_SQL, [
    calendarId,
    adminId,
    changes.map((change) => change.date),
    changes.map((change) => change.seatsBefore),
    changes.map((change) => change.seatsAfter),
    changes.map((change) => change.closedBefore),
    changes.map((change) => change.closedAfter),
  ]);
}
