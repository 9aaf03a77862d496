import type { MailMessage } from '../mailer.js';
import { formatRupees, tripDetails, type BookedTrip } from './booking-confirmation.js';
import { detailsMail } from './details-mail.js';

/** What a change did, as its mails say it. */
export interface TripChangeNote {
  /** The quote's sentence: the new total, and the fee for travellers removed. */
  readonly summary: string;
  readonly fee: number;
  /** What cancelling the changed booking costs from now. */
  readonly cancellation: string;
}

/** The traveller's confirmation of a change (issue 36): the booking as it now stands, under the same reference. */
export function bookingChangeMail(trip: BookedTrip, change: TripChangeNote): MailMessage {
  return detailsMail({
    to: trip.email,
    subject: `Booking changed: ${trip.tourTitle} (${trip.reference})`,
    greeting: `Hello ${trip.name},`,
    intro: ['Your India Tours booking is changed. It keeps its reference; here it is as it now stands.', change.summary],
    details: [...tripDetails(trip), ['Change fee', formatRupees(change.fee)]],
    outro: [change.cancellation],
  });
}

/** The operator's copy of a change. */
export function bookingChangeOperatorMail(trip: BookedTrip, change: TripChangeNote, operatorEmail: string): MailMessage {
  return detailsMail({
    to: operatorEmail,
    subject: `Booking ${trip.reference} changed: ${trip.tourTitle}`,
    greeting: 'Hello,',
    intro: ['A booking was changed on India Tours.', change.summary],
    details: [['Traveller', trip.name], ['Email', trip.email], ['Phone', trip.phone], ...tripDetails(trip), ['Change fee', formatRupees(change.fee)]],
    outro: [],
  });
}
