/**
 * The trip planner (spec §5 "Customize"): at least one state, no state or place twice, arrival not
 * before today in India, departure not before the arrival, and an email. A blank co-traveller is
 * dropped, never refused; the others, the states, the places and the dates are bounded (as a booking's
 * dates) so a typing slip cannot make a party of hundreds, a tour of all India or a trip in 9999.
 * `tripEstimate` is the one estimate rule: the web shows it as the form is filled, the api stores it.
 */
import { roundTripRoute } from './catalogue.js';
import { NAME_MAX_LENGTH, characterCount, emailRules, isBlank, requiredRule } from './checks.js';
import { arrivalNotTooFar, daysBetween, departureNotBeforeArrival, isIsoDate, tripDateRules, tripNotTooLong } from './dates.js';
import type { FormRules, Rule } from './form.js';

export type TripCode =
  | 'REQUIRED'
  | 'DUPLICATE'
  | 'TOO_LONG'
  | 'TOO_MANY'
  | 'INVALID_DATE'
  | 'DATE_IN_PAST'
  | 'DATE_TOO_FAR'
  | 'DEPARTURE_BEFORE_ARRIVAL'
  | 'TRIP_TOO_LONG'
  | 'INVALID_EMAIL';

/** The planner and at most this many co-travellers make a party of 20, as a booking's adults; a larger group calls the operator. */
export const MAX_CO_TRAVELLERS = 19;
export const CO_TRAVELLER_NAME_MAX_LENGTH = NAME_MAX_LENGTH;
/** A trip the operator can plan from one form; a longer tour of India is a conversation, not a form. */
export const MAX_STATES = 10;
export const MAX_PLACES = 30;

export const tripMessages = {
  saved: 'Trip details saved successfully!',
  noState: 'Please add at least one state.',
  tooManyStates: `Choose at most ${MAX_STATES} states.`,
  tooManyPlaces: `Choose at most ${MAX_PLACES} places.`,
  duplicateState: 'Each state can be added only once.',
  duplicatePlace: 'Each place can be added only once.',
  coTravellerTooLong: `Each co-traveller's name must be at most ${CO_TRAVELLER_NAME_MAX_LENGTH} characters.`,
  tooManyCoTravellers: `You can add at most ${MAX_CO_TRAVELLERS} co-travellers. For a larger group, please contact us.`,
  placeNotInStates: (placeTitle: string) => `${placeTitle} is not in the states you chose. Please add its state or remove the place.`,
} as const;

export interface TripForm {
  readonly states: readonly string[];
  readonly places: readonly string[];
  readonly coTravellers: readonly string[];
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly email: string;
}

/** Spec §5: "a blank co-traveller is ignored"; the others as typed, trimmed. */
export function namedCoTravellers(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

const fitsNameLength = (name: string) => characterCount(name.trim()) <= CO_TRAVELLER_NAME_MAX_LENGTH;

/** Compared as a person reads them: "Kerala" and " kerala" are the same state. */
function noDuplicates(message: string): Rule<'DUPLICATE', readonly string[]> {
  return {
    code: 'DUPLICATE',
    message,
    isValid: (names) => new Set(names.map((name) => name.trim().toLowerCase())).size === names.length,
  };
}

function atMost(count: number, message: string): Rule<'TOO_MANY', readonly string[]> {
  return { code: 'TOO_MANY', message, isValid: (names) => names.length <= count };
}

/** The rules of the form on the day `today` (`YYYY-MM-DD` in India: `indiaDate(now)`). */
export function tripRules(today: string): FormRules<TripForm, TripCode> {
  return {
    states: [
      { code: 'REQUIRED', message: tripMessages.noState, isValid: (states) => states.some((state) => !isBlank(state)) },
      atMost(MAX_STATES, tripMessages.tooManyStates),
      noDuplicates(tripMessages.duplicateState),
    ],
    places: [atMost(MAX_PLACES, tripMessages.tooManyPlaces), noDuplicates(tripMessages.duplicatePlace)],
    coTravellers: [
      { code: 'TOO_LONG', message: tripMessages.coTravellerTooLong, isValid: (names) => names.every(fitsNameLength) },
      { code: 'TOO_MANY', message: tripMessages.tooManyCoTravellers, isValid: (names) => namedCoTravellers(names).length <= MAX_CO_TRAVELLERS },
    ],
    arrivalDate: [...tripDateRules('arrival date', today), arrivalNotTooFar(today)],
    departureDate: [...tripDateRules('departure date', today), departureNotBeforeArrival, tripNotTooLong],
    email: [requiredRule('Email'), ...emailRules],
  };
}

/** A chosen place as the estimate reads it: where it is and its price per person, in rupees. */
export interface EstimatedPlace {
  readonly destination: string;
  readonly price: number;
}

export interface TripEstimateInput {
  readonly places: readonly EstimatedPlace[];
  readonly coTravellers: readonly string[];
  readonly arrivalDate: string;
  readonly departureDate: string;
}

export interface TripEstimate {
  /** The tour cards' route rule over the places' destinations, in the order chosen. */
  readonly route: string;
  /** Calendar days from arrival to departure, both counted; null until both are dates in that order. */
  readonly days: number | null;
  /** The planner and every named co-traveller. */
  readonly travellers: number;
  /** The sum of the chosen places' prices, each per person (as a tour's price is). */
  readonly pricePerPerson: number;
  readonly totalPrice: number;
}

/** What a trip plan would cost: the same figures on the form as it is filled and in the stored plan. */
export function tripEstimate({ places, coTravellers, arrivalDate, departureDate }: TripEstimateInput): TripEstimate {
  const hasDates = isIsoDate(arrivalDate) && isIsoDate(departureDate) && departureDate >= arrivalDate;
  const travellers = 1 + namedCoTravellers(coTravellers).length;
  const pricePerPerson = places.reduce((sum, place) => sum + place.price, 0);
  return {
    route: roundTripRoute(places.map((place) => place.destination)),
    days: hasDates ? daysBetween(arrivalDate, departureDate) + 1 : null,
    travellers,
    pricePerPerson,
    totalPrice: pricePerPerson * travellers,
  };
}
