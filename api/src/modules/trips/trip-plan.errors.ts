import { registerEnumType } from 'type-graphql';
import { CO_TRAVELLER_NAME_MAX_LENGTH, MAX_CO_TRAVELLERS } from '@india-tours/validation/trips';

/**
 * Why a trip plan mutation did not do what was asked; nothing is saved or changed when there is one.
 * The form's codes are @india-tours/validation/trips' `TripCode`, which names them the same.
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
  DEPARTURE_BEFORE_ARRIVAL = 'DEPARTURE_BEFORE_ARRIVAL',
  INVALID_EMAIL = 'INVALID_EMAIL',
  TOTAL_TOO_LARGE = 'TOTAL_TOO_LARGE',
  STATUS_NOT_FORWARD = 'STATUS_NOT_FORWARD',
}

registerEnumType(TripPlanErrorCode, {
  name: 'TripPlanErrorCode',
  description: 'Why a trip plan mutation did not do what was asked.',
  valuesConfig: {
    REQUIRED: { description: 'No state was chosen (spec §5: at least one), or no email was given by a visitor.' },
    DUPLICATE: { description: 'A state or a place is chosen twice, by ID or by name (spec §5).' },
    UNKNOWN_STATE: { description: 'A state ID or name names no state of the catalogue.' },
    UNKNOWN_PLACE: { description: 'A place ID or title names no place of the catalogue.' },
    PLACE_NOT_IN_STATES: { description: 'A place is not in any of the chosen states (spec §5: places only from the chosen states).' },
    TOO_LONG: { description: `A co-traveller's name has more than ${CO_TRAVELLER_NAME_MAX_LENGTH} characters.` },
    TOO_MANY: { description: `More than ${MAX_CO_TRAVELLERS} co-travellers are named.` },
    INVALID_DATE: { description: 'The date is missing or not a real date written YYYY-MM-DD.' },
    DATE_IN_PAST: { description: 'The date is before today in India (IST).' },
    DEPARTURE_BEFORE_ARRIVAL: { description: 'The departure date is before the arrival date.' },
    INVALID_EMAIL: { description: 'The email is not a valid address.' },
    TOTAL_TOO_LARGE: { description: 'The estimated total is beyond what can be planned online (more than ₹2,147,483,647).' },
    STATUS_NOT_FORWARD: { description: 'The new status is not after the current one (NEW → CONTACTED → CLOSED): a plan never moves back, nor to its own status.' },
  },
});

/** The texts of the answers the planner's form cannot know in advance; the form's own are in @india-tours/validation/trips. */
export const tripPlanMessages = {
  unknownStateId: 'One of the chosen states is no longer in the catalogue. Please choose the states again.',
  unknownStateName: (name: string) => `There is no state called "${name}". Please choose a state from the list.`,
  unknownPlaceId: 'One of the chosen places is no longer in the catalogue. Please choose the places again.',
  unknownPlaceTitle: (title: string) => `There is no place called "${title}". Please choose a place from the list.`,
  totalTooLarge: 'This trip is too large to plan online. Please contact us and we will plan it with you.',
  statusNotForward: (current: string, next: string) =>
    `This trip plan is ${current}; it can only move forward (NEW → CONTACTED → CLOSED), so it cannot become ${next}.`,
  notFound: 'No trip plan has this ID.',
  saved: 'Trip details saved successfully!',
  tooManyFromAddress: (minutes: number) => `You have sent several trip plans just now. Please try again in ${minutesText(minutes)}.`,
  tooManyForEmail: (minutes: number) => `Several trip plans were sent for this email just now. Please try again in ${minutesText(minutes)}.`,
} as const;

function minutesText(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
