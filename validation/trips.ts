/**
 * The trip planner (spec §5 "Customize"): at least one state, no state or place twice, arrival not
 * before today in India, departure not before the arrival, and an email. A blank co-traveller is
 * dropped, never refused, so co-travellers have no rule.
 */
import { emailRule, isBlank, requiredRule } from './checks.js';
import { departureNotBeforeArrival, tripDateRules } from './dates.js';
import type { FormRules, Rule } from './form.js';

export type TripCode = 'REQUIRED' | 'DUPLICATE' | 'INVALID_DATE' | 'DATE_IN_PAST' | 'DEPARTURE_BEFORE_ARRIVAL' | 'INVALID_EMAIL';

export const tripMessages = {
  noState: 'Please add at least one state.',
  duplicateState: 'Each state can be added only once.',
  duplicatePlace: 'Each place can be added only once.',
} as const;

export interface TripForm {
  readonly states: readonly string[];
  readonly places: readonly string[];
  readonly coTravellers: readonly string[];
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly email: string;
}

/** Compared as a person reads them: "Kerala" and " kerala" are the same state. */
function noDuplicates(message: string): Rule<'DUPLICATE', readonly string[]> {
  return {
    code: 'DUPLICATE',
    message,
    isValid: (names) => new Set(names.map((name) => name.trim().toLowerCase())).size === names.length,
  };
}

/** The rules of the form on the day `today` (`YYYY-MM-DD` in India: `indiaDate(now)`). */
export function tripRules(today: string): FormRules<TripForm, TripCode> {
  return {
    states: [
      { code: 'REQUIRED', message: tripMessages.noState, isValid: (states) => states.some((state) => !isBlank(state)) },
      noDuplicates(tripMessages.duplicateState),
    ],
    places: [noDuplicates(tripMessages.duplicatePlace)],
    coTravellers: [],
    arrivalDate: tripDateRules('arrival date', today),
    departureDate: [...tripDateRules('departure date', today), departureNotBeforeArrival],
    email: [requiredRule('Email'), emailRule],
  };
}
