import { describe, expect, it } from 'vitest';
import { indiaDate } from './dates.js';
import { validateForm } from './form.js';
import { tripRules, type TripForm } from './trips.js';

const today = '2025-03-10';
const aTrip: TripForm = {
  states: ['Kerala'],
  places: ['Munnar', 'Alleppey'],
  coTravellers: ['Ravi', ''],
  arrivalDate: '2025-03-20',
  departureDate: '2025-03-25',
  email: 'asha@example.in',
};
const errorsOf = (override: Partial<TripForm>, on = today) => validateForm(tripRules(on), { ...aTrip, ...override });

describe('the trip planner (spec §5 Customize)', () => {
  it('takes a valid plan; a blank co-traveller is no error', () => {
    expect(errorsOf({})).toEqual([]);
  });

  it.each([
    ['states', { states: [] }, 'REQUIRED', 'Please add at least one state.'],
    ['states', { states: ['Kerala', ' kerala'] }, 'DUPLICATE', 'Each state can be added only once.'],
    ['places', { places: ['Munnar', 'Munnar'] }, 'DUPLICATE', 'Each place can be added only once.'],
    ['arrivalDate', { arrivalDate: '2025-03-09' }, 'DATE_IN_PAST', 'The arrival date cannot be before today (India time).'],
    ['departureDate', { departureDate: '2025-03-19' }, 'DEPARTURE_BEFORE_ARRIVAL', 'The departure date cannot be before the arrival date.'],
    ['email', { email: '' }, 'REQUIRED', 'Email is required.'],
    ['email', { email: 'asha@' }, 'INVALID_EMAIL', 'Please enter a valid email.'],
  ])('refuses a bad %s', (field, override, code, message) => {
    expect(errorsOf(override as Partial<TripForm>)).toEqual([{ field, code, message }]);
  });

  it('refuses a departure before today even without an arrival (spec: "departure not before arrival (or today)")', () => {
    expect(errorsOf({ arrivalDate: '', departureDate: '2025-03-09' }).map((error) => [error.field, error.code])).toEqual([
      ['arrivalDate', 'INVALID_DATE'],
      ['departureDate', 'DATE_IN_PAST'],
    ]);
  });

  it('counts today in India: at 00:00 IST an arrival on the day before is in the past', () => {
    const arrivingOnThe10th = { arrivalDate: '2025-03-10', departureDate: '2025-03-10' };
    expect(errorsOf(arrivingOnThe10th, indiaDate(new Date('2025-03-10T23:59:59+05:30')))).toEqual([]);
    expect(errorsOf(arrivingOnThe10th, indiaDate(new Date('2025-03-10T18:30:00Z'))).map((error) => error.code)).toEqual(['DATE_IN_PAST', 'DATE_IN_PAST']);
  });
});
