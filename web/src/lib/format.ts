import { indiaDate, indiaDateTime, indianDate } from '@india-tours/validation/dates';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole rupees in Indian digit grouping: 100000 → '₹1,00,000'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** The price line every card shows: '₹5,000 per person'. */
export function formatPricePerPerson(amount: number): string {
  return `${formatRupees(amount)} per person`;
}

/**
 * A trip's dates as travellers in India read them (spec §3), from the API's `LocalDate`s:
 * '12/03/2027 – 15/03/2027'. Calendar dates, so no time zone can shift them.
 */
export function formatTripDates(arrivalDate: unknown, departureDate: unknown): string {
  return `${indianDate(String(arrivalDate))} – ${indianDate(String(departureDate))}`;
}

/** The day an instant (a `DateTimeISO`) falls on in India, dd/mm/yyyy: what "cancelled on" means to an IST traveller. */
export function formatIndiaDayOf(instant: unknown): string {
  return indianDate(indiaDate(new Date(String(instant))));
}

/** An instant as the operator in India reads it: '24/11/2026, 14:05 IST'. */
export function formatIndiaDateTime(instant: unknown): string {
  return indiaDateTime(new Date(String(instant)));
}
