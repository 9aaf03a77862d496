import { changeTooLateMessage } from '@india-tours/validation/bookings';
import { cancellationQuote, feeOf, feePercentAt, type CancellationQuote } from './booking.rules.js';

/** A confirmed booking as a change reads it. */
export interface ChangeableBooking {
  readonly status: string;
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly adults: number;
  readonly children: number;
  readonly pricePerPerson: number;
  readonly totalPrice: number;
}

/** What the change asks for: the trip as it would be. */
export interface TripChange {
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly adults: number;
  readonly children: number;
}

/** What a change costs and what it leaves: the price per person stays the booked one. */
export interface BookingChangeQuote {
  readonly totalBefore: number;
  readonly totalAfter: number;
  /** Travellers removed, charged at the cancellation band of today for the trip as booked. */
  readonly travellersRemoved: number;
  readonly feePercent: number;
  readonly fee: number;
  /** What cancelling the changed booking would cost from now. */
  readonly cancellationAfter: CancellationQuote | null;
  readonly summary: string;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export const changeMessages = {
  notConfirmed: 'Only a confirmed booking can be changed.',
  tooLate: changeTooLateMessage,
  nothingChanged: 'The dates and travellers are the ones booked: change at least one.',
  changedSinceQuote: 'This booking changed since the quote was shown. Nothing was changed: please check the new quote and confirm again.',
} as const;

/** The quote of changing `booking` to `change` at `now` (the rules are checked by the caller). */
export function bookingChangeQuote(booking: ChangeableBooking, change: TripChange, now: Date): BookingChangeQuote {
  const travellersBefore = booking.adults + booking.children;
  const travellersAfter = change.adults + change.children;
  const travellersRemoved = Math.max(0, travellersBefore - travellersAfter);
  const feePercent = travellersRemoved > 0 ? feePercentAt(booking.arrivalDate, now) : 0;
  const fee = feeOf(travellersRemoved * booking.pricePerPerson, feePercent);
  const totalAfter = booking.pricePerPerson * travellersAfter;
  const cancellationAfter = cancellationQuote({ status: 'CONFIRMED', arrivalDate: change.arrivalDate, totalPrice: totalAfter }, now);
  const feeText = travellersRemoved > 0 ? ` Removing ${travellersRemoved} traveller${travellersRemoved === 1 ? '' : 's'} costs a fee of ${feePercent}% (${rupees.format(fee)}).` : '';
  return {
    totalBefore: booking.totalPrice,
    totalAfter,
    travellersRemoved,
    feePercent,
    fee,
    cancellationAfter,
    summary: `New total ${rupees.format(totalAfter)} (was ${rupees.format(booking.totalPrice)}).${feeText}`,
  };
}
