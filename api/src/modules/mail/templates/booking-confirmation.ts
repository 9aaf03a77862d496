import { indianDate } from '@india-tours/validation/dates';
import type { MailMessage } from '../mailer.js';
import { detailsMail } from './details-mail.js';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** What the booking mails say about a booking. */
export interface BookedTrip {
  readonly email: string;
  readonly name: string;
  readonly phone: string;
  readonly reference: string;
  readonly tourTitle: string;
  readonly tourRoute: string;
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly adults: number;
  readonly children: number;
  readonly pricePerPerson: number;
  readonly totalPrice: number;
}

function travellers({ adults, children }: BookedTrip): string {
  return `${adults} adult${adults === 1 ? '' : 's'}, ${children} child${children === 1 ? '' : 'ren'}`;
}

/** The lines every booking mail carries. */
export function tripDetails(trip: BookedTrip): [string, string][] {
  return [
    ['Booking reference', trip.reference],
    ['Tour', trip.tourTitle],
    ['Route', trip.tourRoute],
    ['Arrival', indianDate(trip.arrivalDate)],
    ['Departure', indianDate(trip.departureDate)],
    ['Travellers', travellers(trip)],
    ['Price per person', rupees.format(trip.pricePerPerson)],
    ['Total', rupees.format(trip.totalPrice)],
  ];
}

export const formatRupees = (amount: number) => rupees.format(amount);

/** The booking confirmation (spec §8 "Booking confirmation sent via email"): what was booked, what cancelling costs. */
export function bookingConfirmationMail(trip: BookedTrip, cancellation: string): MailMessage {
  return detailsMail({
    to: trip.email,
    subject: `Booking confirmed: ${trip.tourTitle} (${trip.reference})`,
    greeting: `Hello ${trip.name},`,
    intro: ['Your India Tours booking is confirmed. Please quote the booking reference when you call us.'],
    details: tripDetails(trip),
    outro: [
      `You can cancel it from My Bookings until 24 hours before the trip starts (00:00 IST on the arrival date). ${cancellation}`,
    ],
  });
}

/** The operator's copy of a new booking, with the traveller's contact details. */
export function bookingOperatorCopyMail(trip: BookedTrip, operatorEmail: string): MailMessage {
  return detailsMail({
    to: operatorEmail,
    subject: `New booking ${trip.reference}: ${trip.tourTitle}`,
    greeting: 'Hello,',
    intro: ['A tour was booked on India Tours.'],
    details: [['Traveller', trip.name], ['Email', trip.email], ['Phone', trip.phone], ...tripDetails(trip)],
    outro: [],
  });
}
