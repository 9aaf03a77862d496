import { createHash } from 'node:crypto';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { normalizedName } from '@india-tours/validation';
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

/*
 * One statement saves the booking, the states it visits and their counts (confirmed, and booked: every booking
 * made, what the admin's list of a state totals). The email is read from the account row: it is never taken
 * from input (spec §5). ON CONFLICT DO NOTHING covers both unique
 * keys: a repeated idempotency key (the caller then reads the first booking) and, once in 10¹² draws, a
 * reference already taken (the caller draws another). The counts are upserted in state-name order, so
 * two bookings crossing the same states lock their counters in the same order and cannot deadlock.
 */
const INSERT_BOOKING_SQL = `
  WITH booking AS (
    INSERT INTO bookings (user_id, email, name, phone, adults, children, country, country_code, arrival_date, departure_date,
      comment, tour_state_id, curated_tour_id, tour_title, tour_route, tour_state, tour_image, tour_places, reference,
      price_per_person, total_price, idempotency_key, request_fingerprint)
    SELECT u.id, u.email, $2, $3, $4, $5, $6, $7, $8::date, $9::date, $10, $11, $12, $13, $14, $15, $16, $17::text[], $18, $19, $20, $21, $22
    FROM users u WHERE u.id = $1
    ON CONFLICT DO NOTHING
    RETURNING id),
  visited AS (
    INSERT INTO booking_states (booking_id, state) SELECT booking.id, state FROM booking, unnest($23::text[]) AS state RETURNING state),
  counted AS (
    INSERT INTO state_booking_counts (state, confirmed, booked) SELECT state, 1, 1 FROM visited ORDER BY state
    ON CONFLICT (state) DO UPDATE SET confirmed = state_booking_counts.confirmed + 1, booked = state_booking_counts.booked + 1)
  SELECT id FROM booking`;

/*
 * One statement checks and applies the rules, so of concurrent cancels exactly one finds the row
 * CONFIRMED. The fee band is the cheapest one whose first arrival date the trip reaches; when the caller
 * names the fee it was shown, a different band refuses the cancel rather than charge a surprise. The confirmed
 * counts are decremented through an ordered upsert (the rows exist) for the same lock order as booking; `booked`
 * stays, as the admin's list still shows the cancelled booking.
 */
const CANCEL_BOOKING_SQL = `
  WITH cancelled AS (
    UPDATE bookings b SET status = 'CANCELLED', cancelled_at = now(), cancellation_fee_percent = band.percent,
      cancellation_fee = (b.total_price::bigint * band.percent + 50) / 100, refund = b.total_price - (b.total_price::bigint * band.percent + 50) / 100
    FROM (SELECT percent FROM unnest($4::date[], $5::int[]) AS t(first_arrival, percent)
          WHERE first_arrival <= (SELECT arrival_date FROM bookings WHERE id = $1) ORDER BY percent LIMIT 1) band
    WHERE b.id = $1 AND b.user_id = $2 AND b.status = 'CONFIRMED' AND b.arrival_date >= $3::date
      AND ($6::int IS NULL OR band.percent = $6::int)
    RETURNING b.id),
  counted AS (
    INSERT INTO state_booking_counts (state, confirmed)
    SELECT s.state, 0 FROM booking_states s JOIN cancelled ON cancelled.id = s.booking_id ORDER BY s.state
    ON CONFLICT (state) DO UPDATE SET confirmed = state_booking_counts.confirmed - 1)
  SELECT id FROM cancelled`;

/** Totals are stored as 32-bit integers of rupees; a party above this calls the operator. */
const MAX_TOTAL_PRICE = 2_147_483_647;


/** A hash of what the form asked for, as stored: the same key with another input is refused. */
function fingerprintOf(values: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

function bookingValues(userId: number, request: BookingRequest, tour: TourDetails) {
  const country = findCountry(request.country)!;
  const form = [
    normalizedName(request.name), request.phone.trim(), request.adults, request.children, country.name, country.code,
    request.arrivalDate, request.departureDate, request.comment?.trim() || null,
  ];
  const tourKey = [tour.stateId, tour.curatedTourId];
  const snapshot = [tour.title, tour.route, tour.stateNames.join(', '), tour.image, tour.placeTitles];
  const prices = [tour.pricePerPerson, tour.pricePerPerson * (request.adults + request.children)];
  const key = request.idempotencyKey ?? null;
  const fingerprint = key === null ? null : fingerprintOf([...tourKey, ...form]);
  const parametersWith = (reference: string) => [userId, ...form, ...tourKey, ...snapshot, reference, ...prices, key, fingerprint, tour.stateNames];
  return { parametersWith, fingerprint };
}

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
