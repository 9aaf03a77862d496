import type { MailMessage } from '../mailer.js';
import { formatRupees, tripDetails, type BookedTrip } from './booking-confirmation.js';
import { detailsMail } from './details-mail.js';

export interface CancellationCharge {
  readonly feePercent: number;
  readonly fee: number;
  readonly refund: number;
}

/** The cancellation mail: which booking, and what was charged (the fee band of spec §9 that applied). */
export function bookingCancellationMail(trip: BookedTrip, charge: CancellationCharge): MailMessage {
  const charged =
    charge.feePercent === 0
      ? `No fee was charged (no deposit is taken online, so nothing is kept): you are refunded ${formatRupees(charge.refund)}.`
      : `A cancellation fee of ${charge.feePercent}% (${formatRupees(charge.fee)}) was charged; you are refunded ${formatRupees(charge.refund)}.`;
  return detailsMail({
    to: trip.email,
    subject: `Booking cancelled: ${trip.tourTitle} (${trip.reference})`,
    greeting: `Hello ${trip.name},`,
    intro: ['Your India Tours booking is cancelled.', charged],
    details: [
      ...tripDetails(trip),
      ['Cancellation fee', `${charge.feePercent}% (${formatRupees(charge.fee)})`],
      ['Refund', formatRupees(charge.refund)],
    ],
    outro: [],
  });
}
