import { indiaDate } from '@india-tours/validation/dates';
import { In, type DataSource, type Repository } from 'typeorm';
import type { Page } from '../../graphql/relay/connection.js';
import { rawEntityReader, type RawEntityReader } from '../../db/fast-reads/raw-entity-reader.js';
import { preparedQuery, type RunQuery } from '../../db/fast-reads/prepared-query.js';
import { readRawKeysetPage } from '../../graphql/relay/keyset.js';
import type { Actor } from '../../graphql/actor.js';
import { assertAdmin, assertSignedIn } from '../../graphql/viewer.js';
import { BookingChange } from './booking-change.entity.js';
import { Booking } from './booking.entity.js';
import { bookingPropertiesFor } from './booking-columns.js';
import { bookingReferences } from './booking-reference.js';
import { TOP_STATES_COUNT } from './booking.rules.js';
import { BookingStatus } from './booking.status.js';

export interface BookingPageArgs {
  readonly first: number;
  readonly after?: string | null | undefined;
  /** The `Booking` fields its caller reads of each booking: the page then reads only the columns they need. All when absent. */
  readonly fieldsRead?: ReadonlySet<string> | undefined;
  /** The caller reads the list's total: a state's page then reads its kept count in the same statement. */
  readonly totalCountRead?: boolean | undefined;
}

export interface OwnBookingFilter {
  readonly status?: BookingStatus | null | undefined;
  /** Trips sharing at least one day with this span (both ends included). */
  readonly overlapping?: { readonly from: string; readonly to: string } | null | undefined;
}

export interface AllBookingFilter {
  readonly state?: string | null | undefined;
  readonly reference?: string | null | undefined;
}

export interface StateBookingCount {
  readonly state: string;
  readonly count: number;
}

/** Which bookings a list holds: its FROM (joins included) and conditions, with `$n` placeholders for `parameters`. */
interface BookingSelection {
  readonly from: string;
  readonly conditions: readonly string[];
  readonly parameters: readonly unknown[];
  /** The primary key, or an index's copy of it, that the keyset walks. */
  readonly idColumn: string;
  /** A value read beside the page's rows (the same in each), and what takes it from a row. */
  readonly alongside?: { readonly column: string; readonly take: (row: Record<string, unknown>) => void } | undefined;
}

/** Readers kept for the column sets clients ask for (a handful: one per fragment of a web list or integration). */
const MAX_KEPT_READERS = 64;

/** The admin desk's kept counts: 36 rows, one per state or union territory, so one plan serves any state. */
const bookedCountSql = (stateParameter: string) =>
  `SELECT coalesce(sum(booked), 0)::int AS booked FROM state_booking_counts WHERE lower(state) = lower(${stateParameter})`;
const BOOKED_COUNT_SQL = bookedCountSql('$1');
const TOP_BOOKED_STATES_SQL = `SELECT state, confirmed AS count FROM state_booking_counts WHERE confirmed > 0 ORDER BY confirmed DESC, state LIMIT ${TOP_STATES_COUNT}`;

/** A start date's manifest: the confirmed bookings starting then, and their travellers. */
export interface Manifest {
  readonly date: string;
  readonly travellers: number;
  readonly bookings: Booking[];
}

/** Reading bookings: the caller's own, or everyone's for an admin. Takes the caller explicitly. */
export class BookingListService {
  private readonly bookings: Repository<Booking>;
  private readonly reader: RawEntityReader<Booking>;
  private readonly readersByProperties = new Map<string, RawEntityReader<Booking>>();
  private readonly columnProperties: ReadonlySet<string>;
  /** The lists' pages: prepared statements. */
  private readonly read: RunQuery;

  constructor(private readonly dataSource: DataSource) {
    this.bookings = dataSource.getRepository(Booking);
    this.reader = rawEntityReader(dataSource, Booking, 'booking');
    this.columnProperties = new Set(dataSource.getMetadata(Booking).columns.map((column) => column.propertyName));
    this.read = preparedQuery(dataSource);
  }

  /** The reader of the columns that answer `fieldsRead`; the one of every column when some field is not known to need only some. */
  private readerFor(fieldsRead: ReadonlySet<string> | undefined): RawEntityReader<Booking> {
    const properties = fieldsRead && bookingPropertiesFor(fieldsRead, this.columnProperties);
    if (properties === undefined) return this.reader;
    const key = [...properties].sort().join(' ');
    let reader = this.readersByProperties.get(key);
    if (reader === undefined) {
      reader = rawEntityReader(this.dataSource, Booking, 'booking', properties);
      if (this.readersByProperties.size < MAX_KEPT_READERS) this.readersByProperties.set(key, reader);
    }
    return reader;
  }

  /** The caller's own bookings, newest first (spec §2 /my-bookings; an admin's own too). */
  async listOwn(actor: Actor, args: BookingPageArgs & { filter?: OwnBookingFilter | null | undefined }): Promise<Page<Booking>> {
    const { userId } = assertSignedIn(actor);
    const parameters: unknown[] = [];
    const conditions = [`booking.user_id = $${parameters.push(userId)}`];
    const { status, overlapping } = args.filter ?? {};
    if (status) conditions.push(`booking.status = $${parameters.push(status)}`);
    if (overlapping) {
      conditions.push(`booking.arrival_date <= CAST($${parameters.push(overlapping.to)} AS date)`);
      conditions.push(`booking.departure_date >= CAST($${parameters.push(overlapping.from)} AS date)`);
    }
    return this.newestFirst({ from: 'FROM bookings booking', conditions, parameters, idColumn: 'booking.id' }, args);
  }

  /**
   * Every booking, newest first, optionally of tours visiting one state (by name as booked, any letter
   * case) or with one reference. Admins only. The state filter walks the (state, booking) index, so a
   * page costs the same at any depth; a state's total alone is its kept count, whatever the state's size.
   */
  async listAll(actor: Actor, args: BookingPageArgs & { filter?: AllBookingFilter | null | undefined }): Promise<Page<Booking>> {
    assertAdmin(actor);
    const state = args.filter?.state?.trim();
    const referenceText = args.filter?.reference?.trim();
    const parameters: unknown[] = [];
    const conditions = referenceText ? [`booking.reference = $${parameters.push(bookingReferences.normalized(referenceText) ?? '')}`] : [];
    if (!state) return this.newestFirst({ from: 'FROM bookings booking', conditions, parameters, idColumn: 'booking.id' }, args);
    const stateParameter = `$${parameters.push(state)}`;
    const from = `FROM bookings booking JOIN booking_states visit ON visit.booking_id = booking.id AND lower(visit.state) = lower(${stateParameter})`;
    if (referenceText) return this.newestFirst({ from, conditions, parameters, idColumn: 'visit.booking_id' }, args);
    // The admin desk shows a state's total above its page: one statement reads both, unless the page is empty.
    let booked: number | undefined;
    const alongside = args.totalCountRead
      ? { column: `(${bookedCountSql(stateParameter)}) AS "stateBooked"`, take: (row: Record<string, unknown>) => void (booked ??= row.stateBooked as number) }
      : undefined;
    const page = await this.newestFirst({ from, conditions, parameters, idColumn: 'visit.booking_id', alongside }, args);
    return { ...page, countTotal: async () => booked ?? this.bookedCountOf(state) };
  }

  /**
   * Newest first by id (ids grow with time), in plain SQL: the admin desk reads a page per state it is filtered by.
   * Planned once per connection: the id walk is an index whatever the values (the (state, booking) index for a
   * state, the unique reference, the (user, id) index for one's own), and the other conditions only thin it.
   */
  private newestFirst({ from, conditions, parameters, idColumn, alongside }: BookingSelection, args: BookingPageArgs): Promise<Page<Booking>> {
    const reader = this.readerFor(args.fieldsRead);
    const columns = alongside ? `${reader.columns}, ${alongside.column}` : reader.columns;
    const read = (row: Record<string, unknown>) => {
      alongside?.take(row);
      return reader.read(row);
    };
    return readRawKeysetPage(
      this.read,
      { columns, from, conditions, parameters, read, planOnce: true },
      {
        first: args.first,
        after: args.after,
        columns: [idColumn],
        columnTypes: ['number'],
        direction: 'DESC',
        cursorValues: (booking) => [booking.databaseId],
      },
    );
  }

  /** Bookings ever made whose tour visits the state (cancelled ones too), from the kept counts (a row per state). */
  private async bookedCountOf(state: string): Promise<number> {
    const [{ booked }] = (await this.read(BOOKED_COUNT_SQL, [state])) as [{ booked: number }];
    return booked;
  }

  /** The states visited by the most confirmed bookings, most first (ties by name), from the maintained counts. Admins only. */
  async topBookedStates(actor: Actor): Promise<StateBookingCount[]> {
    assertAdmin(actor);
    return this.read(TOP_BOOKED_STATES_SQL, []);
  }

  /**
   * True when the account holds a confirmed booking whose trip has started (its arrival date reached,
   * IST) and visits the named state: what makes a review of a place there a verified traveller's.
   * A started trip can no longer be cancelled, so the answer never turns false for a moment passed.
   */
  async hasStartedTripIn(userId: number, stateName: string, now: Date): Promise<boolean> {
    const [{ hasStarted }] = (await this.dataSource.query(
      `SELECT EXISTS (
        SELECT 1 FROM bookings booking JOIN booking_states visited ON visited.booking_id = booking.id
        WHERE booking.user_id = $1 AND booking.status = 'CONFIRMED' AND booking.arrival_date <= $3::date
          AND lower(visited.state) = lower($2)) AS "hasStarted"`,
      [userId, stateName, indiaDate(now)],
    )) as [{ hasStarted: boolean }];
    return hasStarted;
  }

  /** Bookings by id, unfiltered: callers apply the read rule (`canReadAccount` on the booking's user). */
  findByIds(ids: readonly number[]): Promise<Booking[]> {
    return this.bookings.findBy({ databaseId: In([...ids]) });
  }

  /** The confirmed bookings whose trips start on `date` on the calendar's tour, by the booker's name. Admins only. */
  async manifest(actor: Actor, { calendarId }: { readonly calendarId: number }, date: string): Promise<Manifest> {
    assertAdmin(actor);
    const bookings = await this.bookings.find({
      where: { tourCalendarId: calendarId, arrivalDate: date, status: BookingStatus.CONFIRMED },
      order: { name: 'ASC', databaseId: 'ASC' },
    });
    return { date, travellers: bookings.reduce((sum, booking) => sum + booking.seats, 0), bookings };
  }

  /** The changes of the bookings, oldest first: callers read them only for bookings the caller may read. */
  findChangesOf(bookingIds: readonly number[]): Promise<BookingChange[]> {
    return this.dataSource.getRepository(BookingChange).find({ where: { bookingId: In([...bookingIds]) }, order: { databaseId: 'ASC' } });
  }
}
