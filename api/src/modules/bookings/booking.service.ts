import type { DataSource, EntityManager, Repository } from 'typeorm';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../graphql/errors.js';
import { fieldError } from '../../graphql/user-error.js';
import type { Actor } from '../../graphql/actor.js';
import { assertSignedIn, Role } from '../../graphql/viewer.js';
import { describeError, silentLogger, type Logger } from '../../logger.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { bookingCancellationMail } from '../../mail/templates/booking-cancellation.js';
import { bookingConfirmationMail, bookingOperatorCopyMail } from '../../mail/templates/booking-confirmation.js';
import { findTourDetails, type Catalogue, type TourDetails } from '../catalogue/index.js';
import { Booking } from './booking.entity.js';
import { BookingErrorCode, bookingMessages } from './booking.errors.js';
import { bookingReferences } from './booking-reference.js';
import { bookingValues, CANCEL_BOOKING_SQL, INSERT_BOOKING_SQL } from './booking-statements.js';
import { cancellationQuote, earliestCancellableArrival, feeBandThresholds } from './booking.rules.js';
import { BookingStatus } from './booking.status.js';
import type { BookingError } from './booking.types.js';
import { bookingFormErrors, type BookingForm } from './booking.validation.js';
import { findCountry } from './country-list.js';

/** A booking form as sent: the tour as the client names it, and the form's idempotency key if any. */
export interface BookingRequest extends BookingForm {
  readonly tourId: string;
  readonly idempotencyKey?: string | null | undefined;
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

export interface BookingServiceOptions {
  readonly dataSource: DataSource;
  readonly catalogue: Catalogue;
  readonly outbox: MailOutbox;
  /** Receives a copy of each confirmation; none when undefined. */
  readonly operatorEmail?: string | undefined;
  readonly now?: () => Date;
  readonly logger?: Logger;
}

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Totals are stored as 32-bit integers of rupees; a party above this calls the operator. */
const MAX_TOTAL_PRICE = 2_147_483_647;

/** Booking and cancelling (spec §4, §5, §9). Takes the caller explicitly; knows nothing of GraphQL or HTTP. */
export class BookingService {
  private readonly dataSource: DataSource;
  private readonly bookings: Repository<Booking>;
  private readonly now: () => Date;

  constructor(private readonly options: BookingServiceOptions) {
    this.dataSource = options.dataSource;
    this.bookings = options.dataSource.getRepository(Booking);
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Books the tour as it reads now (a copy is kept, with its price) for the signed-in account, with its
   * email, and queues the confirmation mail (and the operator's copy) in the same transaction. A repeated
   * idempotency key answers the first booking and creates nothing.
   */
  async book(actor: Actor, request: BookingRequest): Promise<BookResult> {
    const booker = assertSignedIn(actor);
    const tour = await findTourDetails(this.options.catalogue, request.tourId);
    // A retry of a form that already booked answers that booking, even once its dates have become too near.
    const replayed = tour && (await this.replayOf(booker.userId, request, tour));
    if (replayed) return replayed;
    const errors = this.requestErrors(request, tour);
    if (errors.length > 0 || !tour) return { booking: null, confirmationMailQueued: false, errors };
    const result = await this.dataSource.transaction((manager) => this.saveBooking(manager, booker.userId, request, tour));
    if (result.confirmationMailQueued) this.options.outbox.notify();
    return result;
  }

  private requestErrors(request: BookingRequest, tour: TourDetails | undefined): BookingError[] {
    const errors = bookingFormErrors(request, this.now());
    if (request.idempotencyKey != null && !IDEMPOTENCY_KEY_PATTERN.test(request.idempotencyKey)) {
      errors.push(fieldError(BookingErrorCode.INVALID_IDEMPOTENCY_KEY, bookingMessages.invalidIdempotencyKey, 'idempotencyKey'));
    }
    if (!tour) errors.unshift(fieldError(BookingErrorCode.TOUR_NOT_FOUND, bookingMessages.tourNotFound, 'tourId'));
    else if (tour.placeTitles.length === 0) errors.unshift(fieldError(BookingErrorCode.TOUR_UNAVAILABLE, bookingMessages.tourUnavailable, 'tourId'));
    else if (tour.pricePerPerson * (request.adults + request.children) > MAX_TOTAL_PRICE && errors.length === 0) {
      errors.push(fieldError(BookingErrorCode.TOTAL_TOO_LARGE, bookingMessages.totalTooLarge, 'adults'));
    }
    return errors;
  }

  /** The booking an earlier submit of this form made (same key, same input), or the refusal of a reused key. */
  private async replayOf(userId: number, request: BookingRequest, tour: TourDetails): Promise<BookResult | undefined> {
    const key = request.idempotencyKey;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key) || findCountry(request.country) === undefined) return undefined;
    const first = await this.bookings.findOneBy({ userId, idempotencyKey: key });
    if (!first) return undefined;
    if (first.requestFingerprint === bookingValues(userId, request, tour).fingerprint) {
      return { booking: first, confirmationMailQueued: first.confirmationMailId !== null, errors: [] };
    }
    const error = fieldError(BookingErrorCode.IDEMPOTENCY_KEY_REUSED, bookingMessages.idempotencyKeyReused, 'idempotencyKey');
    return { booking: null, confirmationMailQueued: false, errors: [error] };
  }

  private async saveBooking(manager: EntityManager, userId: number, request: BookingRequest, tour: TourDetails): Promise<BookResult> {
    const { parametersWith, fingerprint } = bookingValues(userId, request, tour);
    return bookingReferences.insertWithNewReference(async (reference) => {
      const [inserted] = (await manager.query(INSERT_BOOKING_SQL, parametersWith(reference))) as { id: number }[];
      if (inserted) {
        const booking = await manager.findOneByOrFail(Booking, { databaseId: inserted.id });
        return { booking, confirmationMailQueued: await this.queueConfirmation(manager, booking), errors: [] };
      }
      const first = request.idempotencyKey ? await manager.findOneBy(Booking, { userId, idempotencyKey: request.idempotencyKey }) : null;
      if (first?.requestFingerprint === fingerprint) return { booking: first, confirmationMailQueued: first.confirmationMailId !== null, errors: [] };
      if (first) {
        const error = fieldError(BookingErrorCode.IDEMPOTENCY_KEY_REUSED, bookingMessages.idempotencyKeyReused, 'idempotencyKey');
        return { booking: null, confirmationMailQueued: false, errors: [error] };
      }
      // Nothing inserted and no key clash: the session's account is gone since it was read, or the reference was taken.
      const [account] = (await manager.query(`SELECT 1 FROM users WHERE id = $1`, [userId])) as unknown[];
      if (!account) throw new UnauthenticatedError();
      return undefined;
    });
  }

  /**
   * Cancels the caller's own confirmed booking while the trip starts (00:00 IST of the arrival date) at
   * least 24 hours from now (spec §9), charging the fee band of that moment, and queues the cancellation
   * mail. Someone else's booking is NOT_FOUND, as a missing one (an admin, who sees every booking, is told
   * FORBIDDEN instead); cancelled is final (spec §4).
   */
  async cancel(actor: Actor, bookingId: number, expectedFeePercent: number | null = null): Promise<CancelResult> {
    const booker = assertSignedIn(actor);
    const now = this.now();
    const bands = feeBandThresholds(now);
    const parameters = [
      bookingId, booker.userId, earliestCancellableArrival(now), bands.map((band) => band.firstArrival), bands.map((band) => band.percent), expectedFeePercent,
    ];
    const { updated, booking } = await this.dataSource.transaction(async (manager) => {
      const cancelledRows = (await manager.query(CANCEL_BOOKING_SQL, parameters)) as { id: number }[];
      const found = await manager.findOneBy(Booking, { databaseId: bookingId });
      const wasCancelled = cancelledRows.length > 0;
      if (wasCancelled && found) await this.queueMail(manager, 'cancellation', bookingCancellationMail(found, cancellationCharge(found)));
      return { updated: wasCancelled, booking: found };
    });
    if (!booking || booking.userId !== booker.userId) {
      throw booking && booker.role === Role.ADMIN ? new ForbiddenError('Only the person who booked can cancel a booking.') : new NotFoundError(bookingMessages.notFound);
    }
    if (updated) {
      this.options.outbox.notify();
      return { booking, errors: [] };
    }
    return { booking: null, errors: [this.cancelRefusal(booking, now)] };
  }

  private cancelRefusal(booking: Booking, now: Date): BookingError {
    if (booking.status === BookingStatus.CANCELLED) return fieldError(BookingErrorCode.ALREADY_CANCELLED, bookingMessages.alreadyCancelled, 'bookingId');
    const quote = cancellationQuote(booking, now);
    if (quote?.isCancellable) {
      return fieldError(BookingErrorCode.FEE_CHANGED, bookingMessages.feeChanged(quote.feePercent!), 'expectedFeePercent');
    }
    return fieldError(BookingErrorCode.TOO_LATE_TO_CANCEL, bookingMessages.tooLateToCancel, 'bookingId');
  }

  /** A mail that cannot be queued does not undo the booking: the payload says so (spec §8 "Booking saved but email not sent"). */
  private async queueConfirmation(manager: EntityManager, booking: Booking): Promise<boolean> {
    const quote = cancellationQuote(booking, this.now());
    const mailId = await this.queueMail(manager, 'confirmation', bookingConfirmationMail(booking, quote?.summary ?? ''));
    if (mailId === undefined) return false;
    await manager.query('UPDATE bookings SET confirmation_mail_id = $2 WHERE id = $1', [booking.databaseId, mailId]);
    booking.confirmationMailId = mailId;
    const { operatorEmail } = this.options;
    if (operatorEmail) await this.queueMail(manager, 'operator copy', bookingOperatorCopyMail(booking, operatorEmail));
    return true;
  }

  /** Queues a mail under a savepoint, so a failure to queue it leaves the change it reports in place. */
  private async queueMail(manager: EntityManager, kind: string, message: MailMessage): Promise<string | undefined> {
    await manager.query('SAVEPOINT booking_mail');
    try {
      const mailId = await this.options.outbox.enqueue(manager, message);
      await manager.query('RELEASE SAVEPOINT booking_mail');
      return mailId;
    } catch (error) {
      (this.options.logger ?? silentLogger).error({ mail: kind, ...describeError(error) }, 'Booking mail could not be queued');
      await manager.query('ROLLBACK TO SAVEPOINT booking_mail');
      return undefined;
    }
  }
}

function cancellationCharge(booking: Booking) {
  return { feePercent: booking.cancellationFeePercent!, fee: booking.cancellationFee!, refund: booking.refund! };
}
