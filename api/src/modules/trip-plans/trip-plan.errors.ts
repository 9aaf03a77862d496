import { registerEnumType } from 'type-graphql';
import { MAX_DAYS_AHEAD, MAX_TRIP_DAYS } from '@india-tours/validation/dates';
import { CO_TRAVELLER_NAME_MAX_LENGTH, MAX_CO_TRAVELLERS, MAX_PLACES, MAX_STATES } from '@india-tours/validation/trip-plans';
import type { TripPlanStatus } from './trip-plan.status.js';

/**
 * Why a trip plan mutation did not do what was asked; nothing is saved or changed when there is one.
 * The form's codes are @india-tours/validation/trip-plans' `TripCode`, which names them the same.
 */
export enum TripPlanErrorCode {
  REQUIRED = 'REQUIRED',
  DUPLICATE = 'DUPLICATE',
  UNKNOWN_STATE = 'UNKNOWN_STATE',
  UNKNOWN_PLACE = 'UNKNOWN_PLACE',
  PLACE_NOT_IN_STATES = 'PLACE_NOT_IN_STATES',
  TOO_LONG = 'TOO_LONG',
  TOO_MANY = 'TOO_MANY',
  INVALID_DATE = 'INVALID_DATE',
  DATE_IN_PAST = 'DATE_IN_PAST',
  DATE_TOO_FAR = 'DATE_TOO_FAR',
  DEPARTURE_BEFORE_ARRIVAL = 'DEPARTURE_BEFORE_ARRIVAL',
  TRIP_TOO_LONG = 'TRIP_TOO_LONG',
  INVALID_EMAIL = 'INVALID_EMAIL',
  TOTAL_TOO_LARGE = 'TOTAL_TOO_LARGE',
  STATUS_NOT_FORWARD = 'STATUS_NOT_FORWARD',
}

registerEnumType(TripPlanErrorCode, {
  name: 'TripPlanErrorCode',
  description: 'Why a trip plan mutation did not do what was asked.',
  valuesConfig: {
    REQUIRED: { description: 'No state was chosen (spec §5: at least one), or no email was given by a visitor.' },
    DUPLICATE: { description: 'A state or a place is chosen twice, by ID or by name (spec §5). Places are told apart by ID: two places of one title in different states are two places.' },
    UNKNOWN_STATE: { description: 'A state ID or name names no state of the catalogue.' },
    UNKNOWN_PLACE: { description: 'A place ID or title names no place of the catalogue.' },
    PLACE_NOT_IN_STATES: { description: 'A place is not in any of the chosen states (spec §5: places only from the chosen states).' },
    TOO_LONG: { description: `A co-traveller's name has more than ${CO_TRAVELLER_NAME_MAX_LENGTH} characters.` },
    TOO_MANY: { description: `More than ${MAX_STATES} states, ${MAX_PLACES} places or ${MAX_CO_TRAVELLERS} co-travellers are chosen.` },
    INVALID_DATE: { description: 'The date is missing or not a real date written YYYY-MM-DD.' },
    DATE_IN_PAST: { description: 'The date is before today in India (IST).' },
    DATE_TOO_FAR: { description: `The arrival is more than ${MAX_DAYS_AHEAD} days after today (IST).` },
    DEPARTURE_BEFORE_ARRIVAL: { description: 'The departure date is before the arrival date.' },
    TRIP_TOO_LONG: { description: `The departure is more than ${MAX_TRIP_DAYS} days after the arrival.` },
    INVALID_EMAIL: { description: 'The email is not a plain, valid address (a dotted domain; no name, comment, quotes or brackets around it).' },
    TOTAL_TOO_LARGE: { description: 'The estimated total is beyond what can be planned online (more than ₹2,147,483,647).' },
    STATUS_NOT_FORWARD: { description: 'The new status is not after the current one (NEW → CONTACTED → CLOSED): a plan never moves back, nor to its own status.' },
  },
});

/**
 * The texts of the answers the planner's form cannot know in advance; the form's own are in
 * @india-tours/validation/trip-plans. `wait` is how long, as `minutesToWait` says it.
 */
export const tripPlanMessages = {
  unknownStateId: 'One of the chosen states is no longer in the catalogue. Please choose the states again.',
  // By position, never quoting the text sent: errors do not echo input.
  unknownStateName: (position: number) => `State no. ${position} in the list is not in our catalogue. Please choose a state from the list.`,
  unknownPlaceId: 'One of the chosen places is no longer in the catalogue. Please choose the places again.',
  unknownPlaceTitle: (position: number) => `Place no. ${position} in the list is not in our catalogue. Please choose a place from the list.`,
  totalTooLarge: 'This trip is too large to plan online. Please contact us and we will plan it with you.',
  // In plain words, not the enum's capitals: the REST answer and any screen show this text as it is.
  statusNotForward: (current: TripPlanStatus, next: TripPlanStatus) =>
    `This trip plan is ${current.toLowerCase()}; it can only move forward (new → contacted → closed), so it cannot become ${next.toLowerCase()}.`,
  notFound: 'No trip plan has this ID.',
  tooManyFromAddress: (wait: string) => `You have sent several trip plans just now. Please try again in ${wait}.`,
  tooManyForEmail: (wait: string) => `Several trip plans were sent for this email just now. Please try again in ${wait}.`,
} as const;
