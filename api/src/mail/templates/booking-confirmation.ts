import type { MailMessage } from '../mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** `YYYY-MM-DD` as travellers in India read a date: dd/mm/yyyy (spec §3). */
const indianDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

export interface BookingConfirmation {
  readonly to: string;
  readonly name: string;
  readonly reference: number;
  readonly tourTitle: string;
  readonly tourRoute: string;
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly adults: number;
  readonly children: number;
}

/** The booking confirmation (spec §8 "Booking confirmation sent via email"): what was booked and how to cancel. */
export function bookingConfirmationMail(booking: BookingConfirmation): MailMessage {
  const travellers = `${booking.adults} adult${booking.adults === 1 ? '' : 's'}, ${booking.children} child${booking.children === 1 ? '' : 'ren'}`;
  const details: [string, string][] = [
    ['Booking reference', String(booking.reference)],
    ['Tour', booking.tourTitle],
    ['Route', booking.tourRoute],
    ['Arrival', indianDate(booking.arrivalDate)],
    ['Departure', indianDate(booking.departureDate)],
    ['Travellers', travellers],
  ];
  const cancelNote = 'You can cancel it from My Bookings until 24 hours before departure (00:00 IST on the departure date).';
  const text = [
    `Hello ${booking.name},`,
    '',
    'Your India Tours booking is confirmed.',
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    cancelNote,
    '',
    'India Tours',
  ].join('\n');
  const rows = details.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('\n');
  const html = `<p>Hello ${escapeHtml(booking.name)},</p>
<p>Your India Tours booking is confirmed.</p>
<table>
${rows}
</table>
<p>${cancelNote}</p>
<p>India Tours</p>`;
  return { to: booking.to, subject: `Booking confirmed: ${booking.tourTitle}`, text, html };
}
