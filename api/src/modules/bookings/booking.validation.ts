import { bookingFormMessages, bookingRules, type BookingCode, type BookingForm } from '@india-tours/validation/bookings';
import type { FormRules, Rule } from '@india-tours/validation/form';
import { formErrors } from '../../graphql/user-error.js';
import { BookingErrorCode } from './booking.errors.js';
import type { BookingError } from './booking.types.js';
import { findCountry } from './country-list.js';

export type { BookingForm } from '@india-tours/validation/bookings';

/** The form asks for a country from the list; the list is the server's (`countries`), so it checks it here. */
const onTheCountryList: Rule<'INVALID_COUNTRY', string> = {
  code: 'INVALID_COUNTRY',
  message: bookingFormMessages.invalidCountry,
  isValid: (country) => findCountry(country) !== undefined,
};

/** Every broken rule of the form at the instant `now`, one error per field, in form order. */
export function bookingFormErrors(form: BookingForm, now: Date): BookingError[] {
  const formRules = bookingRules(now);
  const rules: FormRules<BookingForm, BookingCode> = { ...formRules, country: [...formRules.country, onTheCountryList] };
  return formErrors(BookingErrorCode, rules, form);
}
