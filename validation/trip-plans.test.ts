import { describe, expect, it } from 'vitest';
import { indiaDate } from './dates.js';
import { validateForm } from './form.js';
import { MAX_CO_TRAVELLERS, MAX_PLACES, MAX_STATES, tripEstimate, tripRules, type TripForm } from './trip-plans.js';

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
    ['coTravellers', { coTravellers: ['Ravi', 'x'.repeat(101)] }, 'TOO_LONG', "Each co-traveller's name must be at most 100 characters."],
    ['coTravellers', { coTravellers: Array.from({ length: 20 }, (_, index) => `Friend ${index}`) }, 'TOO_MANY', 'You can add at most 19 co-travellers. For a larger group, please contact us.'],
    ['states', { states: Array.from({ length: MAX_STATES + 1 }, (_, index) => `State ${index}`) }, 'TOO_MANY', 'Choose at most 10 states.'],
    ['places', { places: Array.from({ length: MAX_PLACES + 1 }, (_, index) => `Place ${index}`) }, 'TOO_MANY', 'Choose at most 30 places.'],
    ['arrivalDate', { arrivalDate: '2027-03-11', departureDate: '2027-03-12' }, 'DATE_TOO_FAR', 'The arrival date can be at most 730 days from today.'],
    ['departureDate', { departureDate: '2025-06-19' }, 'TRIP_TOO_LONG', 'A trip can last at most 90 days.'],
    ['email', { email: '' }, 'REQUIRED', 'Email is required.'],
    ['email', { email: 'asha@' }, 'INVALID_EMAIL', 'Please enter a valid email.'],
  ])('refuses a bad %s', (field, override, code, message) => {
    expect(errorsOf(override as Partial<TripForm>)).toEqual([{ field, code, message }]);
  });

  it(`takes ${MAX_STATES} states, ${MAX_PLACES} places, an arrival 730 days ahead and a trip of 90 days`, () => {
    const states = Array.from({ length: MAX_STATES }, (_, index) => `State ${index}`);
    const places = Array.from({ length: MAX_PLACES }, (_, index) => `Place ${index}`);
    expect(errorsOf({ states, places, arrivalDate: '2027-03-10', departureDate: '2027-06-08' })).toEqual([]);
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

describe('tripEstimate: the figures the planner shows and the server stores', () => {
  const munnar = { destination: 'Munnar', price: 4000 };
  const alleppey = { destination: 'Alleppey', price: 3500 };
  const teaMuseum = { destination: 'Munnar', price: 500 };
  const anEstimate = { places: [munnar, alleppey, teaMuseum], coTravellers: ['Ravi', '  ', 'Meena'], arrivalDate: '2025-03-20', departureDate: '2025-03-25' };

  it('routes through the distinct destinations back to the first, as the tour cards do', () => {
    expect(tripEstimate(anEstimate).route).toBe('Munnar → Alleppey → Munnar');
    expect(tripEstimate({ ...anEstimate, places: [munnar] }).route).toBe('Munnar');
    expect(tripEstimate({ ...anEstimate, places: [] }).route).toBe('');
  });

  it('counts the planner and the named co-travellers (a blank one is ignored), and prices per person by the sum of the places', () => {
    expect(tripEstimate(anEstimate)).toMatchObject({ travellers: 3, pricePerPerson: 8000, totalPrice: 24_000 });
    expect(tripEstimate({ ...anEstimate, coTravellers: [] })).toMatchObject({ travellers: 1, totalPrice: 8000 });
  });

  it('counts calendar days with both ends included, and none until both dates are dates in order', () => {
    expect(tripEstimate(anEstimate).days).toBe(6);
    expect(tripEstimate({ ...anEstimate, departureDate: '2025-03-20' }).days).toBe(1);
    expect(tripEstimate({ ...anEstimate, arrivalDate: '2025-02-28', departureDate: '2025-03-01' }).days).toBe(2);
    for (const dates of [{ departureDate: '' }, { arrivalDate: '2025-02-30' }, { departureDate: '2025-03-19' }]) {
      expect(tripEstimate({ ...anEstimate, ...dates }).days).toBeNull();
    }
  });

  it(`allows ${MAX_CO_TRAVELLERS} co-travellers, blank entries not counted`, () => {
    const coTravellers = [...Array.from({ length: MAX_CO_TRAVELLERS }, (_, index) => `Friend ${index}`), '', ' '];
    expect(errorsOf({ coTravellers })).toEqual([]);
    expect(tripEstimate({ ...anEstimate, coTravellers }).travellers).toBe(20);
  });
});
