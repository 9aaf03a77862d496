import { indiaDate } from '@india-tours/validation/dates';
import { In, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../graphql/relay/connection.js';
import { readKeysetPage } from '../../graphql/relay/keyset.js';
import { assertAdmin, assertSignedIn, type Viewer } from '../../graphql/viewer.js';
import { Booking } from './booking.entity.js';
import { bookingReferences } from './booking-reference.js';
import { TOP_STATES_COUNT } from './booking.rules.js';
import type { BookingStatus } from './booking.status.js';

export interface BookingPageArgs {
  readonly first: number;
  readonly after?: string | null | undefined;
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

/** Newest first by id (ids grow with time): a keyset over `idColumn`, the primary key or an index's. */
function newestFirst(query: SelectQueryBuilder<Booking>, args: BookingPageArgs, idColumn = 'booking.id'): Promise<Page<Booking>> {
  return readKeysetPage(query, {
    first: args.first,
    after: args.after,
    columns: [idColumn],
    columnTypes: ['number'],
    direction: 'DESC',
    cursorValues: (booking) => [booking.databaseId],
  });
}

/** Reading bookings: the caller's own, or everyone's for an admin. Takes the caller explicitly. */
export class BookingListService {
  private readonly bookings: Repository<Booking>;

  constructor(private readonly dataSource: DataSource) {
    this.bookings = dataSource.getRepository(Booking);
  }

  /** The caller's own bookings, newest first (spec §2 /my-bookings; an admin's own too). */
  async listOwn(viewer: Viewer | null, args: BookingPageArgs & { filter?: OwnBookingFilter | null | undefined }): Promise<Page<Booking>> {
    const { userId } = assertSignedIn(viewer);
    const query = this.bookings.createQueryBuilder('booking').where('booking.user_id = :userId', { userId });
    const { status, overlapping } = args.filter ?? {};
    if (status) query.andWhere('booking.status = :status', { status });
    if (overlapping) {
      query.andWhere('booking.arrival_date <= CAST(:to AS date) AND booking.departure_date >= CAST(:from AS date)', overlapping);
    }
    return newestFirst(query, args);
  }

  /**
   * Every booking, newest first, optionally of tours visiting one state (by name as booked, any letter
   * case) or with one reference. Admins only. The state filter walks the (state, booking) index, so a
   * page costs the same at any depth; a state's total alone is its kept count, whatever the state's size.
   */
  async listAll(viewer: Viewer | null, args: BookingPageArgs & { filter?: AllBookingFilter | null | undefined }): Promise<Page<Booking>> {
    assertAdmin(viewer);
    const query = this.bookings.createQueryBuilder('booking');
    const state = args.filter?.state?.trim();
    const referenceText = args.filter?.reference?.trim();
    if (referenceText) query.andWhere('booking.reference = :reference', { reference: bookingReferences.normalized(referenceText) ?? '' });
    if (!state) return newestFirst(query, args);
    query.innerJoin('booking_states', 'visit', 'visit.booking_id = booking.id AND lower(visit.state) = lower(:state)', { state });
    const page = await newestFirst(query, args, 'visit.booking_id');
    return referenceText ? page : { ...page, countTotal: () => this.bookedCountOf(state) };
  }

  /** Bookings ever made whose tour visits the state (cancelled ones too), from the kept counts (a row per state). */
  private async bookedCountOf(state: string): Promise<number> {
    const [{ booked }] = (await this.dataSource.query(
      `SELECT coalesce(sum(booked), 0)::int AS booked FROM state_booking_counts WHERE lower(state) = lower($1)`,
      [state],
    )) as [{ booked: number }];
    return booked;
  }

  /** The states visited by the most confirmed bookings, most first (ties by name), from the maintained counts. Admins only. */
  async topBookedStates(viewer: Viewer | null): Promise<StateBookingCount[]> {
    assertAdmin(viewer);
    return this.dataSource.query(
      `SELECT state, confirmed AS count FROM state_booking_counts WHERE confirmed > 0 ORDER BY confirmed DESC, state LIMIT $1`,
      [TOP_STATES_COUNT],
    );
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
}
