import type { DataSource, EntityManager, Repository } from 'typeorm';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../graphql/errors.js';
import { fieldError } from '../../graphql/user-error.js';
import { Role, type Viewer } from '../../graphql/viewer.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { bookingConfirmationMail } from '../../mail/templates/booking-confirmation.js';
import type { CatalogueService } from '../catalogue/index.js';
import { Booking } from './booking.entity.js';
import { BookingStatus } from './booking.status.js';
import { BookingErrorCode, bookingMessages } from './booking.errors.js';
import { earliestCancellableDeparture, indiaDate } from './booking.rules.js';
import type { BookingError } from './booking.types.js';
import { normalizedName } from '@india-tours/validation';
import { bookingFormErrors, type BookingForm } from './booking.validation.js';
import { findCountry } from './country-list.js';
import { snapshotTour, type TourSnapshot } from './tour-snapshot.js';

/** A booking form plus the tour's state id (undefined when the client's tour ID named no tour). */
export interface BookingRequest extends BookingForm {
  readonly tourStateId: number | undefined;
}

export interface BookResult {
  readonly booking: Booking | null;
  readonly confirmationMailQueued: boolean;
  readonly errors: BookingError[];
}

export interface CancelResult {
  readonly booking: Booking | null;
  readonly errors: BookingError[];
}

/** Spec §6: booking needs an account; identity is the session's, whichever door the call came in by. */
export function assertSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

// The email is read from the account row in the same statement: it is never taken from input (spec §5).
const INSERT_BOOKING_SQL = `
  INSERT INTO bookings (user_id, email, name, phone, adults, children, country, country_code, arrival_date, departure_date,
    comment, tour_state_id, tour_title, tour_route, tour_state, tour_image, tour_places)
  SELECT u.id, u.email, $2, $3, $4, $5, $6, $7, $8::date, $9::date, $10, $11, $12, $13, $14, $15, $16::text[]
  FROM users u WHERE u.id = $1
  RETURNING id`;

// One statement checks and applies the rules: of two concurrent cancels the second finds the row CANCELLED.
const CANCEL_BOOKING_SQL = `
  UPDATE bookings SET status = 'CANCELLED', cancelled_at = now()
  WHERE id = $1 AND user_id = $2 AND status = 'CONFIRMED' AND departure_date >= $3::date
  RETURNING id`;

function insertValues(userId: number, request: BookingRequest, tour: TourSnapshot): unknown[] {
  const country = findCountry(request.country)!;
  const comment = request.comment?.trim() || null;
  return [
    userId, normalizedName(request.name), request.phone.trim(), request.adults, request.children,
    country.name, country.code, request.arrivalDate, request.departureDate, comment,
    tour.stateId, tour.title, tour.route, tour.stateName, tour.image, tour.places,
  ];
}

/** Booking and cancelling (spec §4, §5, §9). Takes the caller explicitly; knows nothing of GraphQL or HTTP. */
export class BookingService {
  private readonly bookings: Repository<Booking>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueService,
    private readonly outbox: MailOutbox,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.bookings = dataSource.getRepository(Booking);
  }

  /**
   * Books the tour as it reads now (a copy is kept) for the signed-in account, with its email, and
   * queues the confirmation mail in the same transaction. "Today" is the date in India (IST).
   */
  async book(viewer: Viewer | null, request: BookingRequest): Promise<BookResult> {
    const booker = assertSignedIn(viewer);
    const errors = bookingFormErrors(request, indiaDate(this.now()));
    const tour = request.tourStateId === undefined ? undefined : await snapshotTour(this.catalogue, request.tourStateId);
    if (!tour) errors.unshift(fieldError(BookingErrorCode.TOUR_NOT_FOUND, bookingMessages.tourNotFound, 'tourId'));
    if (errors.length > 0) return { booking: null, confirmationMailQueued: false, errors };
    const saved = await this.dataSource.transaction(async (manager) => {
      const [inserted] = (await manager.query(INSERT_BOOKING_SQL, insertValues(booker.userId, request, tour!))) as { id: number }[];
      // The session was just read, so its account exists; a row deleted since is an unexpected failure.
      const booking = await manager.findOneByOrFail(Booking, { databaseId: inserted!.id });
      return { booking, confirmationMailQueued: await this.queueConfirmation(manager, booking) };
    });
    if (saved.confirmationMailQueued) this.outbox.notify();
    return { ...saved, errors: [] };
  }

  /**
   * Cancels the caller's own confirmed booking while its departure (00:00 IST) is at least 24 hours
   * away (spec §9). Someone else's booking is NOT_FOUND, as a missing one (an admin, who sees every
   * booking, is told FORBIDDEN instead); cancelled is final (spec §4).
   */
  async cancel(viewer: Viewer | null, bookingId: number): Promise<CancelResult> {
    const booker = assertSignedIn(viewer);
    const [updated] = (await this.dataSource.query(CANCEL_BOOKING_SQL, [bookingId, booker.userId, earliestCancellableDeparture(this.now())])) as [
      { id: number }[],
      number,
    ];
    const booking = await this.bookings.findOneBy({ databaseId: bookingId });
    if (!booking || booking.userId !== booker.userId) {
      throw booking && booker.role === Role.ADMIN ? new ForbiddenError('Only the person who booked can cancel a booking.') : new NotFoundError(bookingMessages.notFound);
    }
    if (updated.length > 0) return { booking, errors: [] };
    const error =
      booking.status === BookingStatus.CANCELLED
        ? fieldError(BookingErrorCode.ALREADY_CANCELLED, bookingMessages.alreadyCancelled, 'bookingId')
        : fieldError(BookingErrorCode.TOO_LATE_TO_CANCEL, bookingMessages.tooLateToCancel, 'bookingId');
    return { booking: null, errors: [error] };
  }

  /** A mail that cannot be queued does not undo the booking: the payload says so (spec §8 "Booking saved but email not sent"). */
  private async queueConfirmation(manager: EntityManager, booking: Booking): Promise<boolean> {
    await manager.query('SAVEPOINT booking_confirmation_mail');
    try {
      const { email: to, name, databaseId: reference, tourTitle, tourRoute, arrivalDate, departureDate, adults, children } = booking;
      await this.outbox.enqueue(
        manager,
        bookingConfirmationMail({ to, name, reference, tourTitle, tourRoute, arrivalDate, departureDate, adults, children }),
      );
      await manager.query('RELEASE SAVEPOINT booking_confirmation_mail');
      return true;
    } catch (error) {
      console.error(`Booking ${booking.databaseId}: the confirmation mail could not be queued`, error);
      await manager.query('ROLLBACK TO SAVEPOINT booking_confirmation_mail');
      return false;
    }
  }
}
