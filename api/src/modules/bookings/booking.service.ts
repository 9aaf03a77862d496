import { availabilityMessages } from '@india-tours/validation/availability';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { rawEntityReader, type RawEntityReader } from '../../db/fast-reads/raw-entity-reader.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../graphql/errors.js';
import { fieldError } from '../../graphql/user-error.js';
import type { Actor } from '../../graphql/actor.js';
import { assertSignedIn, Role } from '../../graphql/viewer.js';
import { describeError, silentLogger, type Logger } from '../../logger.js';
import { bookingCancellationMail, bookingConfirmationMail, bookingOperatorCopyMail, type BookedTrip, type MailMessage, type MailQueue } from '../mail/index.js';
import { DEPARTURE_OF_TOUR_SQL } from '../availability/index.js';
import { findTourDetails, type Catalogue, type TourDetails } from '../catalogue/index.js';
import { Booking } from './booking.entity.js';
import { BookingErrorCode, bookingMessages } from './booking.errors.js';
import { bookingReferences } from './booking-reference.js';
import { CANCEL_BOOKING_SQL, insertBookingSql, newBooking, requestFingerprint, type NewBooking } from './booking-statements.js';
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
  readonly mailQueue: MailQueue;
  /** Receives a copy of each confirmation; none when undefined. */
  readonly operatorEmail?: string | undefined;
  readonly now?: () => Date;
  readonly logger?: Logger;
}

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Totals are stored as 32-bit integers of rupees; a party above this calls the operator. */
const MAX_TOTAL_PRICE = 2_147_483_647;

/** Where a booking's mails were queued: rolled back to when they cannot be, or when their booking is not written. */
const MAIL_SAVEPOINT = 'booking_mail';

/** A start date as DEPARTURE_OF_TOUR_SQL reads it: the calendar's default, and the date's row if it has one. */
interface DepartureRow {
  readonly defaultSeats: number;
  readonly seats: number | null;
  readonly seatsTaken: number | null;
  readonly seatsHeld: number | null;
  readonly isClosed: boolean | null;
}

/** Booking and cancelling (spec §4, §5, §9). Takes the caller explicitly; knows nothing of GraphQL or HTTP. */
export class BookingService {
  private readonly dataSource: DataSource;
  private readonly bookings: Repository<Booking>;
  /** A new booking's row, as the insert answers it. */
  private readonly reader: RawEntityReader<Booking>;
  private readonly insertBooking: string;
  private readonly now: () => Date;

  constructor(private readonly options: BookingServiceOptions) {
    this.dataSource = options.dataSource;
    this.bookings = options.dataSource.getRepository(Booking);
    this.reader = rawEntityReader(options.dataSource, Booking, 'booking');
    this.insertBooking = insertBookingSql(this.reader.columns);
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Books the tour as it reads now (a copy is kept, with its price) for the signed-in account, with its email, and
   * queues the confirmation mail (and the operator's copy) in the same transaction: the mails first, then the booking
   * in one insert with its mail's id. A repeated idempotency key answers the first booking and creates nothing.
   */
  async book(actor: Actor, request: BookingRequest): Promise<BookResult> {
    const booker = assertSignedIn(actor);
    const tour = await findTourDetails(this.options.catalogue, request.tourId);
    const errors = this.requestErrors(request, tour);
    if (errors.length > 0 || !tour) {
      // A retry of a form that already booked answers that booking, even once its dates have become too near.
      return (tour && (await this.replayOf(booker.userId, request, tour))) ?? { booking: null, confirmationMailQueued: false, errors };
    }
    const account = await actor.account();
    if (!account) throw new UnauthenticatedError();
    const result = await this.dataSource.transaction((manager) =>
      bookingReferences.insertWithNewReference((reference) => this.saveBooking(manager, newBooking(account, request, tour, reference))),
    );
    if (result.confirmationMailQueued) this.options.mailQueue.notify();
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

  /** For a form the rules now refuse: the booking an earlier submit of it made, or the refusal of a reused key. */
  private async replayOf(userId: number, request: BookingRequest, tour: TourDetails): Promise<BookResult | undefined> {
    const key = request.idempotencyKey;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key) || findCountry(request.country) === undefined) return undefined;
    const first = await this.bookings.findOneBy({ userId, idempotencyKey: key });
    return first ? answerToRepeat(first, requestFingerprint(request, tour)) : undefined;
  }

  /**
   * Queues the mails, then inserts the booking with the confirmation's id: undefined when `booking`'s reference is
   * taken. When the insert writes nothing, the mails queued for it are dropped before anything else is read.
   */
  private async saveBooking(manager: EntityManager, booking: NewBooking): Promise<BookResult | undefined> {
    const mailId = await this.queueMails(manager, 'confirmation', this.confirmationMails(booking.trip));
    const [inserted] = (await manager.query(this.insertBooking, booking.parametersWith(mailId))) as Record<string, unknown>[];
    if (inserted) return { booking: this.reader.read(inserted), confirmationMailQueued: mailId !== null, errors: [] };
    await manager.query(`ROLLBACK TO SAVEPOINT ${MAIL_SAVEPOINT}`);
    const { userId, idempotencyKey } = booking;
    const first = idempotencyKey === null ? null : await manager.findOneBy(Booking, { userId, idempotencyKey });
    if (first) return answerToRepeat(first, booking.fingerprint);
    // Nothing inserted and no key clash: the session's account is gone since it was read, the date cannot take the
    // party, or the reference was taken.
    const [account] = (await manager.query(`SELECT 1 FROM users WHERE id = $1`, [userId])) as unknown[];
    if (!account) throw new UnauthenticatedError();
    const refusal = await this.seatsRefusal(manager, booking);
    return refusal && { booking: null, confirmationMailQueued: false, errors: [refusal] };
  }

  /** Why the booking's start date could not take its party, read as the date stands now; undefined when it can. */
  private async seatsRefusal(manager: EntityManager, { tour, trip }: NewBooking): Promise<BookingError | undefined> {
    const [departure] = (await manager.query(DEPARTURE_OF_TOUR_SQL, [tour.stateId, tour.curatedTourId, trip.arrivalDate])) as DepartureRow[];
    const party = trip.adults + trip.children;
    if (!departure || departure.isClosed) {
      return fieldError(BookingErrorCode.DATE_CLOSED, availabilityMessages.dateClosed(trip.arrivalDate), 'arrivalDate');
    }
    const seatsLeft = (departure.seats ?? departure.defaultSeats) - (departure.seatsTaken ?? 0) - (departure.seatsHeld ?? 0);
    if (seatsLeft >= party) return undefined;
    if (seatsLeft <= 0) return fieldError(BookingErrorCode.SOLD_OUT, availabilityMessages.soldOut(trip.arrivalDate), 'arrivalDate');
    return fieldError(BookingErrorCode.NOT_ENOUGH_SEATS, availabilityMessages.notEnoughSeats(trip.arrivalDate, seatsLeft, party), 'adults');
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
      if (wasCancelled && found) await this.queueMails(manager, 'cancellation', [bookingCancellationMail(found, cancellationCharge(found))]);
      return { updated: wasCancelled, booking: found };
    });
    if (!booking || booking.userId !== booker.userId) {
      throw booking && booker.role === Role.ADMIN ? new ForbiddenError('Only the person who booked can cancel a booking.') : new NotFoundError(bookingMessages.notFound);
    }
    if (updated) {
      this.options.mailQueue.notify();
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

  /**
   * The traveller's confirmation, with what cancelling costs as of now, and the operator's copy when one is configured.
   * They are queued together, both or neither: both addresses are checked before (at sign-up, at boot), so what fails
   * one (the database) fails the other, and one savepoint for both saves the booking a statement.
   */
  private confirmationMails(trip: BookedTrip): MailMessage[] {
    const quote = cancellationQuote({ status: BookingStatus.CONFIRMED, arrivalDate: trip.arrivalDate, totalPrice: trip.totalPrice }, this.now());
    const { operatorEmail } = this.options;
    const confirmation = bookingConfirmationMail(trip, quote?.summary ?? '');
    return operatorEmail ? [confirmation, bookingOperatorCopyMail(trip, operatorEmail)] : [confirmation];
  }

  /**
   * Queues the mails under a savepoint and answers the first one's id; null when they could not be queued, which
   * leaves the change they report in place (spec §8 "Booking saved but email not sent"): the payload says so. The
   * savepoint stays, so that a booking that is then not written can drop them too.
   */
  private async queueMails(manager: EntityManager, kind: string, messages: readonly MailMessage[]): Promise<string | null> {
    await manager.query(`SAVEPOINT ${MAIL_SAVEPOINT}`);
    try {
      const mailIds: string[] = [];
      for (const message of messages) mailIds.push(await this.options.mailQueue.enqueue(manager, message));
      return mailIds[0] ?? null;
    } catch (error) {
      (this.options.logger ?? silentLogger).error({ mail: kind, ...describeError(error) }, 'Booking mail could not be queued');
      await manager.query(`ROLLBACK TO SAVEPOINT ${MAIL_SAVEPOINT}`);
      return null;
    }
  }
}

/** The answer to a form whose idempotency key already booked: that booking for the same form, else IDEMPOTENCY_KEY_REUSED. */
function answerToRepeat(first: Booking, fingerprint: string | null): BookResult {
  if (first.requestFingerprint === fingerprint) return { booking: first, confirmationMailQueued: first.confirmationMailId !== null, errors: [] };
  const error = fieldError(BookingErrorCode.IDEMPOTENCY_KEY_REUSED, bookingMessages.idempotencyKeyReused, 'idempotencyKey');
  return { booking: null, confirmationMailQueued: false, errors: [error] };
}

function cancellationCharge(booking: Booking) {
  return { feePercent: booking.cancellationFeePercent!, fee: booking.cancellationFee!, refund: booking.refund! };
}
