import { checkName } from '@india-tours/validation';
import { firstErrorPerField, type FieldRule } from '../../graphql/user-error.js';
import { BookingErrorCode as Code, bookingMessages as messages } from './booking.errors.js';
import {
  COMMENT_MAX_LENGTH,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_DAYS_AHEAD,
  MAX_TRIP_DAYS,
  daysBetween,
  isBookingPhone,
  isIsoDate,
  isTravellerCount,
} from './booking.rules.js';
import type { BookingError } from './booking.types.js';
import { findCountry } from './country-list.js';

/** The booking form as typed (spec §5: every field required but the comment). The email is never part of it. */
export interface BookingForm {
  readonly name: string;
  readonly phone: string;
  readonly adults: number;
  readonly children: number;
  readonly country: string;
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly comment?: string | null | undefined;
}

type Rule = FieldRule<Code>;

/** A name as stored: runs of spaces typed by mistake collapse to one, so "Asha  Rao" is a valid name. */
export function normalizedName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

function dateRules(field: 'arrivalDate' | 'departureDate', date: string, today: string): Rule[] {
  const label = field === 'arrivalDate' ? 'arrival date' : 'departure date';
  const isDate = isIsoDate(date);
  return [
    [field, Code.INVALID_DATE, isDate ? undefined : messages.invalidDate(label)],
    [field, Code.DATE_IN_PAST, isDate && date < today ? messages.dateInPast(label) : undefined],
  ];
}

/** Spec §5 and §9: the departure is checked against the arrival only once both are valid dates. */
function tripRules({ arrivalDate, departureDate }: BookingForm, today: string): Rule[] {
  if (!isIsoDate(arrivalDate) || !isIsoDate(departureDate)) return [];
  const tripDays = daysBetween(arrivalDate, departureDate);
  return [
    ['arrivalDate', Code.DATE_TOO_FAR, daysBetween(today, arrivalDate) > MAX_DAYS_AHEAD ? messages.dateTooFar : undefined],
    ['departureDate', Code.DEPARTURE_BEFORE_ARRIVAL, tripDays < 0 ? messages.departureBeforeArrival : undefined],
    ['departureDate', Code.TRIP_TOO_LONG, tripDays > MAX_TRIP_DAYS ? messages.tripTooLong : undefined],
  ];
}

/** Every broken rule of the form, one error per field, in form order; `today` is the date in India. */
export function bookingFormErrors(form: BookingForm, today: string): BookingError[] {
  return firstErrorPerField<Code>([
    ['name', Code.INVALID_NAME, checkName(normalizedName(form.name))],
    ['phone', Code.INVALID_PHONE, isBookingPhone(form.phone.trim()) ? undefined : messages.invalidPhone],
    ['adults', Code.INVALID_ADULTS, isTravellerCount(form.adults, { min: 1, max: MAX_ADULTS }) ? undefined : messages.invalidAdults],
    ['children', Code.INVALID_CHILDREN, isTravellerCount(form.children, { min: 0, max: MAX_CHILDREN }) ? undefined : messages.invalidChildren],
    ['country', Code.INVALID_COUNTRY, findCountry(form.country) ? undefined : messages.invalidCountry],
    ...dateRules('arrivalDate', form.arrivalDate, today),
    ...dateRules('departureDate', form.departureDate, today),
    ...tripRules(form, today),
    ['comment', Code.COMMENT_TOO_LONG, (form.comment ?? '').length > COMMENT_MAX_LENGTH ? messages.commentTooLong : undefined],
  ]);
}
