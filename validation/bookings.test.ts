import { describe, expect, it } from 'vitest';
import { normalizedName } from './checks.js';
import { bookingRules, firstBookableArrival, type BookingForm } from './bookings.js';
import { validateForm } from './form.js';

/** 10 March 2025, 09:00 IST: the first bookable arrival is the 12th (00:00 IST on the 12th is 39 hours away, too soon). */
const now = new Date('2025-03-10T09:00:00+05:30');
const aBooking: BookingForm = {
  name: 'Asha Rao',
  phone: '0123456789',
  adults: 2,
  children: 0,
  country: 'IN',
  arrivalDate: '2025-03-20',
  departureDate: '2025-03-25',
  comment: null,
};
const errorsOf = (override: Partial<BookingForm>, at = now) => validateForm(bookingRules(at), { ...aBooking, ...override });

describe('the booking form (spec §5)', () => {
  it('takes a valid booking, with or without a comment, arriving on the first bookable day at the earliest', () => {
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({ comment: 'Vegetarian meals, please.' })).toEqual([]);
    expect(errorsOf({ arrivalDate: '2025-03-13', departureDate: '2025-03-13' })).toEqual([]);
  });

  it.each([
    ['name', { name: 'R2-D2' }, 'INVALID_NAME', 'Name should only contain letters and spaces.'],
    ['phone', { phone: '+9198765432' }, 'INVALID_PHONE', 'Please enter a valid 10-digit phone number.'],
    ['adults', { adults: 0 }, 'INVALID_ADULTS', 'Adults must be a whole number from 1 to 20.'],
    ['adults', { adults: 1.5 }, 'INVALID_ADULTS', 'Adults must be a whole number from 1 to 20.'],
    ['children', { children: 21 }, 'INVALID_CHILDREN', 'Children must be a whole number from 0 to 20.'],
    ['country', { country: ' ' }, 'INVALID_COUNTRY', 'Please choose a country from the list.'],
    ['arrivalDate', { arrivalDate: '20/03/2025' }, 'INVALID_DATE', 'Please enter a valid arrival date.'],
    ['arrivalDate', { arrivalDate: '2025-03-09' }, 'DATE_IN_PAST', 'The arrival date cannot be before today (India time).'],
    ['arrivalDate', { arrivalDate: '2025-03-12' }, 'ARRIVAL_TOO_SOON', 'Bookings close 48 hours before the trip starts: the earliest arrival date is 13/03/2025.'],
    ['arrivalDate', { arrivalDate: '2027-03-11', departureDate: '2027-03-12' }, 'DATE_TOO_FAR', 'The arrival date can be at most 730 days from today.'],
    ['departureDate', { departureDate: '' }, 'INVALID_DATE', 'Departure date is required.'],
    ['departureDate', { departureDate: '2025-03-19' }, 'DEPARTURE_BEFORE_ARRIVAL', 'The departure date cannot be before the arrival date.'],
    ['departureDate', { departureDate: '2025-06-19' }, 'TRIP_TOO_LONG', 'A trip can last at most 90 days.'],
    ['comment', { comment: 'x'.repeat(2001) }, 'COMMENT_TOO_LONG', 'The comment can have at most 2000 characters.'],
  ])('refuses a bad %s with a clear message', (field, override, code, message) => {
    expect(errorsOf(override as Partial<BookingForm>)).toEqual([{ field, code, message }]);
  });

  it('reads a name as stored: runs of spaces collapse to one', () => {
    expect(normalizedName('  Asha   Rao ')).toBe('Asha Rao');
    expect(errorsOf({ name: 'Asha   Rao' })).toEqual([]);
  });

  it('names every broken field once, in form order', () => {
    const fields = errorsOf({ name: '1', phone: '1', country: '', departureDate: 'soon' }).map((error) => error.field);
    expect(fields).toEqual(['name', 'phone', 'country', 'departureDate']);
  });

  it('closes bookings 48 hours before the trip starts (00:00 IST of the arrival date)', () => {
    const arrivingOnThe12th = { arrivalDate: '2025-03-12', departureDate: '2025-03-14' };
    expect(errorsOf(arrivingOnThe12th, new Date('2025-03-10T00:00:00+05:30'))).toEqual([]);
    expect(errorsOf(arrivingOnThe12th, new Date('2025-03-10T00:00:01+05:30')).map((error) => error.code)).toEqual(['ARRIVAL_TOO_SOON']);
  });

  it('offers as first arrival the first day whose 00:00 IST is at least 48 hours away, whatever the zone of the clock', () => {
    expect(firstBookableArrival(new Date('2025-03-10T00:00:00+05:30'))).toBe('2025-03-12');
    expect(firstBookableArrival(new Date('2025-03-10T00:00:01+05:30'))).toBe('2025-03-13');
    expect(firstBookableArrival(new Date('2025-03-10T23:59:59+05:30'))).toBe('2025-03-13');
    expect(firstBookableArrival(new Date('2025-03-09T18:30:00Z'))).toBe('2025-03-12');
  });
});
