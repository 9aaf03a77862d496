import { In, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ForbiddenError } from '../../graphql/errors.js';
import type { Page } from '../../graphql/relay/connection.js';
import { readKeysetPage } from '../../graphql/relay/keyset.js';
import { Role, type Viewer } from '../../graphql/viewer.js';
import { Booking } from './booking.entity.js';
import { BookingStatus } from './booking.status.js';
import { TOP_STATES_COUNT } from './booking.rules.js';
import { assertSignedIn } from './booking.service.js';

export interface BookingPageArgs {
  readonly first: number;
  readonly after?: string | null | undefined;
}

export interface StateBookingCount {
  readonly state: string;
  readonly count: number;
}

/** Spec §6: every booking, with its booker's name and email, is for admins only. */
function assertAdmin(viewer: Viewer | null): void {
  if (assertSignedIn(viewer).role !== Role.ADMIN) throw new ForbiddenError();
}

/** Newest first by id (ids grow with time): a keyset over the primary key or the list's index. */
function newestFirst(query: SelectQueryBuilder<Booking>, args: BookingPageArgs): Promise<Page<Booking>> {
  return readKeysetPage(query, {
    first: args.first,
    after: args.after,
    columns: ['booking.id', 'booking.id'],
    columnTypes: ['number', 'number'],
    direction: 'DESC',
    cursorValues: (booking) => [booking.databaseId, booking.databaseId],
  });
}

/** Reading bookings: the caller's own, or everyone's for an admin. Takes the caller explicitly. */
export class BookingListService {
  private readonly bookings: Repository<Booking>;

  constructor(dataSource: DataSource) {
    this.bookings = dataSource.getRepository(Booking);
  }

  /** The caller's own bookings, newest first (spec §2 /my-bookings; an admin's own too). */
  async listOwn(viewer: Viewer | null, args: BookingPageArgs): Promise<Page<Booking>> {
    const { userId } = assertSignedIn(viewer);
    return newestFirst(this.bookings.createQueryBuilder('booking').where('booking.user_id = :userId', { userId }), args);
  }

  /** Every booking, newest first, optionally of one state's tours (by name as booked, any letter case). Admins only. */
  async listAll(viewer: Viewer | null, args: BookingPageArgs & { state?: string | null | undefined }): Promise<Page<Booking>> {
    assertAdmin(viewer);
    const query = this.bookings.createQueryBuilder('booking');
    const state = args.state?.trim();
    if (state) query.where('lower(booking.tour_state) = lower(:state)', { state });
    return newestFirst(query, args);
  }

  /** The states with the most confirmed bookings, most first (ties by name). Admins only. */
  async topBookedStates(viewer: Viewer | null): Promise<StateBookingCount[]> {
    assertAdmin(viewer);
    return this.bookings
      .createQueryBuilder('booking')
      .select('booking.tour_state', 'state')
      .addSelect('count(*)::int', 'count')
      .where('booking.status = :status', { status: BookingStatus.CONFIRMED })
      .groupBy('booking.tour_state')
      .orderBy('count', 'DESC')
      .addOrderBy('booking.tour_state', 'ASC')
      .limit(TOP_STATES_COUNT)
      .getRawMany<StateBookingCount>();
  }

  /** Bookings by id, unfiltered: callers apply the read rule (`canReadAccount` on the booking's user). */
  findByIds(ids: readonly number[]): Promise<Booking[]> {
    return this.bookings.findBy({ databaseId: In([...ids]) });
  }
}
