import { availabilityMessages } from '@india-tours/validation/availability';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../graphql/actor.js';
import { NotFoundError } from '../../graphql/errors.js';
import { fieldError } from '../../graphql/user-error.js';
import { assertSignedIn, Role, type Viewer } from '../../graphql/viewer.js';
import { LOCK_DEPARTURES_SQL, MATERIALISE_DEPARTURES_SQL, MOVE_SEATS_TAKEN_SQL, type LockedDeparture } from '../availability/index.js';
import { bookingChangeMail, bookingChangeOperatorMail, type MailQueue } from '../mail/index.js';
import { earliestChangeableArrival } from '@india-tours/validation/bookings';
import { bookingChangeQuote, changeMessages, type BookingChangeQuote, type TripChange } from './booking-change.rules.js';
import { Booking } from './booking.entity.js';
import { BookingErrorCode, bookingMessages } from './booking.errors.js';
import { cancellationQuote } from './booking.rules.js';
import { BookingStatus } from './booking.status.js';
import type { BookingError } from './booking.types.js';
import { bookingFormErrors } from './booking.validation.js';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export interface ChangeRequest extends TripChange {
  readonly expectedVersion?: number | null | undefined;
  readonly idempotencyKey?: string | null | undefined;
}

export interface ChangeResult {
  readonly booking: Booking | null;
  readonly quote: BookingChangeQuote | null;
  /** The booking's version the quote is for. */
  readonly version: number | null;
  readonly errors: BookingError[];
}

export interface BookingChangeServiceOptions {
  readonly dataSource: DataSource;
  readonly mailQueue: MailQueue;
  readonly operatorEmail?: string | undefined;
  readonly now?: () => Date;
}

/** Thrown inside a change's transaction to roll it back with the refusal as the answer. */
class ChangeRefused extends Error {
  constructor(readonly refusal: BookingError) {
    super(refusal.message);
  }
}

const refused = (errors: BookingError[]): ChangeResult => ({ booking: null, quote: null, version: null, errors });

const RECORD_CHANGE_SQL = `
  INSERT INTO booking_changes (booking_id, changed_by, by_admin, arrival_before, arrival_after, departure_before, departure_after,
    adults_before, adults_after, children_before, children_after, total_before, total_after, fee, idempotency_key)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`;

const UPDATE_TRIP_SQL = `
  UPDATE bookings SET arrival_date = $2, departure_date = $3, adults = $4, children = $5, total_price = $6, version = version + 1
  WHERE id = $1`;

/**
 * Changing a booking's dates and travellers (spec §9: with 10 days' notice; an admin from the desk without it): a quote,
 * then the change, atomic and idempotent. Takes the caller explicitly; knows nothing of GraphQL or HTTP.
 */
export class BookingChangeService {
  private readonly now: () => Date;

  constructor(private readonly options: BookingChangeServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** What the change would cost and leave, as the booking reads now; nothing is changed or held. */
  async quote(actor: Actor, bookingId: number, change: TripChange): Promise<ChangeResult> {
    const viewer = assertSignedIn(actor);
    const booking = await this.options.dataSource.getRepository(Booking).findOneBy({ databaseId: bookingId });
    const found = visibleTo(viewer, booking);
    const errors = this.changeErrors(viewer, found, change);
    if (errors.length > 0) return refused(errors);
    return { booking: found, quote: bookingChangeQuote(found, change, this.now()), version: found.version, errors: [] };
  }

  /**
   * Changes the booking in one transaction: the booking locked, its new seats taken before its old ones are given back
   * (both dates locked in date order), the trip, total and version written, the change recorded, and both mails queued.
   * A key sent again answers the booking as it is and changes nothing; a change quoted for an older version is refused.
   */
  async change(actor: Actor, bookingId: number, request: ChangeRequest): Promise<ChangeResult> {
    const viewer = assertSignedIn(actor);
    const key = request.idempotencyKey ?? null;
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return refused([fieldError(BookingErrorCode.INVALID_IDEMPOTENCY_KEY, bookingMessages.invalidIdempotencyKey, 'idempotencyKey')]);
    }
    const result = await this.options.dataSource
      .transaction((manager) => this.changeLocked(manager, viewer, bookingId, request, key))
      .catch((error: unknown) => {
        if (error instanceof ChangeRefused) return refused([error.refusal]);
        throw error;
      });
    if (result.quote) this.options.mailQueue.notify();
    return result;
  }

  private async changeLocked(manager: EntityManager, viewer: Viewer, bookingId: number, request: ChangeRequest, key: string | null): Promise<ChangeResult> {
    const booking = visibleTo(viewer, await manager.findOne(Booking, { where: { databaseId: bookingId }, lock: { mode: 'pessimistic_write' } }));
    if (key !== null) {
      const [repeated] = (await manager.query(`SELECT 1 FROM booking_changes WHERE booking_id = $1 AND idempotency_key = $2`, [bookingId, key])) as unknown[];
      if (repeated) return { booking, quote: null, version: booking.version, errors: [] };
    }
    if (request.expectedVersion != null && request.expectedVersion !== booking.version) {
      return refused([fieldError(BookingErrorCode.CHANGED_SINCE_QUOTE, changeMessages.changedSinceQuote, 'expectedVersion')]);
    }
    const errors = this.changeErrors(viewer, booking, request);
    if (errors.length > 0) return refused(errors);
    await moveSeats(manager, booking, request);
    const now = this.now();
    const quote = bookingChangeQuote(booking, request, now);
    const { arrivalDate, departureDate, adults, children } = request;
    await manager.query(UPDATE_TRIP_SQL, [bookingId, arrivalDate, departureDate, adults, children, quote.totalAfter]);
    await manager.query(RECORD_CHANGE_SQL, [
      bookingId, viewer.userId, viewer.role === Role.ADMIN, booking.arrivalDate, arrivalDate, booking.departureDate, departureDate,
      booking.adults, adults, booking.children, children, booking.totalPrice, quote.totalAfter, quote.fee, key,
    ]);
    const changed = (await manager.findOneBy(Booking, { databaseId: bookingId }))!;
    await this.queueMails(manager, changed, quote, now);
    return { booking: changed, quote, version: changed.version, errors: [] };
  }

  /** The rules a change breaks, in the order a traveller fixes them; none for a change that may be made. */
  private changeErrors(viewer: Viewer, booking: Booking, change: TripChange): BookingError[] {
    if (booking.status !== BookingStatus.CONFIRMED) return [fieldError(BookingErrorCode.NOT_CHANGEABLE, changeMessages.notConfirmed, 'bookingId')];
    const now = this.now();
    if (viewer.role !== Role.ADMIN && booking.arrivalDate < earliestChangeableArrival(now)) {
      return [fieldError(BookingErrorCode.TOO_LATE_TO_CHANGE, changeMessages.tooLate(booking.arrivalDate), 'bookingId')];
    }
    const { arrivalDate, departureDate, adults, children } = change;
    if (arrivalDate === booking.arrivalDate && departureDate === booking.departureDate && adults === booking.adults && children === booking.children) {
      return [fieldError(BookingErrorCode.NOTHING_CHANGED, changeMessages.nothingChanged, 'arrivalDate')];
    }
    if (booking.tourCalendarId === null) return [fieldError(BookingErrorCode.TOUR_UNAVAILABLE, bookingMessages.tourUnavailable, 'bookingId')];
    const form = { name: booking.name, phone: booking.phone, country: booking.country, comment: booking.comment, arrivalDate, departureDate, adults, children };
    return bookingFormErrors(form, now);
  }

  private async queueMails(manager: EntityManager, booking: Booking, quote: BookingChangeQuote, now: Date): Promise<void> {
    const note = { summary: quote.summary, fee: quote.fee, cancellation: cancellationQuote(booking, now)?.summary ?? '' };
    await this.options.mailQueue.enqueue(manager, bookingChangeMail(booking, note));
    const { operatorEmail } = this.options;
    if (operatorEmail) await this.options.mailQueue.enqueue(manager, bookingChangeOperatorMail(booking, note, operatorEmail));
  }
}

/** The booking when the viewer may change it: their own, or any for an admin; a missing one and another's are NOT_FOUND alike. */
function visibleTo(viewer: Viewer, booking: Booking | null): Booking {
  if (booking && (booking.userId === viewer.userId || viewer.role === Role.ADMIN)) return booking;
  throw new NotFoundError(bookingMessages.notFound);
}

/**
 * Takes the new party's seats on the new start date and gives the old party's back, both dates locked first in date
 * order; on the same date only the difference moves. A date that cannot take them refuses the whole change.
 */
async function moveSeats(manager: EntityManager, booking: Booking, change: TripChange): Promise<void> {
  const calendarId = booking.tourCalendarId!;
  const dates = [...new Set([booking.arrivalDate, change.arrivalDate])].sort();
  await manager.query(MATERIALISE_DEPARTURES_SQL, [calendarId, dates]);
  const locked = new Map(((await manager.query(LOCK_DEPARTURES_SQL, [calendarId, dates])) as LockedDeparture[]).map((row) => [row.date, row]));
  const partyBefore = booking.adults + booking.children;
  const partyAfter = change.adults + change.children;
  const isSameDate = change.arrivalDate === booking.arrivalDate;
  const wanted = isSameDate ? partyAfter - partyBefore : partyAfter;
  if (wanted > 0) {
    // On the same date the booking's own seats count as available to it.
    const refusal = seatsRefusal(locked.get(change.arrivalDate)!, partyAfter, isSameDate ? partyBefore : 0);
    if (refusal) throw new ChangeRefused(refusal);
  }
  await manager.query(MOVE_SEATS_TAKEN_SQL, [calendarId, change.arrivalDate, wanted]);
  if (!isSameDate) await manager.query(MOVE_SEATS_TAKEN_SQL, [calendarId, booking.arrivalDate, -partyBefore]);
}

function seatsRefusal(departure: LockedDeparture, party: number, ownSeats: number): BookingError | undefined {
  if (departure.isClosed) return fieldError(BookingErrorCode.DATE_CLOSED, availabilityMessages.dateClosed(departure.date), 'arrivalDate');
  const left = departure.seats - departure.seatsTaken - departure.seatsHeld + ownSeats;
  if (left >= party) return undefined;
  if (left <= 0) return fieldError(BookingErrorCode.SOLD_OUT, availabilityMessages.soldOut(departure.date), 'arrivalDate');
  return fieldError(BookingErrorCode.NOT_ENOUGH_SEATS, availabilityMessages.notEnoughSeats(departure.date, left, party), 'adults');
}
