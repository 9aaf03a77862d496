import { indiaDate } from '@india-tours/validation/dates';
import { tripEstimate, tripRules, type TripEstimate } from '@india-tours/validation/trip-plans';
import { fieldError, formErrors } from '../../graphql/user-error.js';
import type { TripPlanChoice, TripPlanChoiceRequest } from './trip-plan-choice.js';
import { TripPlanErrorCode, tripPlanMessages } from './trip-plan.errors.js';
import { MAX_TOTAL_PRICE } from './trip-plan.rules.js';
import type { TripPlanError } from './trip-plan.types.js';

/** A trip plan as sent: the choice, the party, the dates, and the email that will be used. */
export interface TripPlanForm extends TripPlanChoiceRequest {
  readonly coTravellers: readonly string[];
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly email: string;
}

/** The input fields in form order: the payload lists its errors so. */
const INPUT_FIELDS = ['stateIds', 'stateNames', 'placeIds', 'placeTitles', 'coTravellers', 'arrivalDate', 'departureDate', 'email'];

/** The shared rules name `states` and `places`; the input has them by ID or by name, and the ID fields win when both are empty. */
function inputFieldOf(ruleField: string, form: TripPlanForm): string {
  if (ruleField === 'states') return form.stateIds.length === 0 && form.stateNames.length > 0 ? 'stateNames' : 'stateIds';
  if (ruleField === 'places') return form.placeIds.length === 0 && form.placeTitles.length > 0 ? 'placeTitles' : 'placeIds';
  return ruleField;
}

/** The first error of each input field (the catalogue's before the form's), in form order. */
function firstPerField(errors: readonly TripPlanError[]): TripPlanError[] {
  const byField = new Map<string, TripPlanError>();
  for (const error of errors) if (!byField.has(error.field![1]!)) byField.set(error.field![1]!, error);
  return INPUT_FIELDS.flatMap((field) => byField.get(field) ?? []);
}

/**
 * Every broken rule of the plan at the instant `now` (spec §5, "today" in India): the shared form rules
 * over what was found, and what the catalogue could not find or place. States go by name (each name is
 * one state); places by database id, as titles repeat across states: the browser compares what it shows.
 */
export function tripPlanErrors(form: TripPlanForm, choice: TripPlanChoice, now: Date): TripPlanError[] {
  const named = { ...form, states: choice.states.map((state) => state.name), places: choice.places.map((place) => String(place.databaseId)) };
  const ruleErrors = formErrors(TripPlanErrorCode, tripRules(indiaDate(now)), named).map((error) => ({
    ...error,
    field: ['input', inputFieldOf(error.field![1]!, form)],
  }));
  return firstPerField([...choice.errors, ...ruleErrors]);
}

/** The estimate of a plan that keeps every rule, or the error of a total beyond what an integer column holds. */
export function estimateOf(form: TripPlanForm, choice: TripPlanChoice): { estimate: TripEstimate; errors: TripPlanError[] } {
  const estimate = tripEstimate({ ...form, places: choice.places });
  const errors = estimate.totalPrice > MAX_TOTAL_PRICE ? [fieldError(TripPlanErrorCode.TOTAL_TOO_LARGE, tripPlanMessages.totalTooLarge, inputFieldOf('places', form))] : [];
  return { estimate, errors };
}
