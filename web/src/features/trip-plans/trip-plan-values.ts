import { indiaDate } from '@india-tours/validation/dates';
import { fieldValidator } from '@india-tours/validation/form';
import { tripEstimate, tripRules, type TripEstimate, type TripForm } from '@india-tours/validation/trip-plans';
import type { TripPlanForm_StateFragment } from '@/gql/graphql';

/** Named as the API's `CreateTripPlanInput`, so a payload error's `field` finds its input. */
export type TripPlanValues = {
  stateIds: string[];
  placeIds: string[];
  coTravellers: string[];
  arrivalDate: string;
  departureDate: string;
  email: string;
};
export const TRIP_PLAN_FIELDS = ['stateIds', 'placeIds', 'coTravellers', 'arrivalDate', 'departureDate', 'email'] as const;

export type TripState = TripPlanForm_StateFragment;
export type TripPlace = TripState['places'][number] & { readonly stateId: string };

/** The states and places the planner offers, found by their IDs. */
export type TripPlanCatalogue = {
  readonly states: readonly TripState[];
  readonly stateById: ReadonlyMap<string, TripState>;
  readonly placeById: ReadonlyMap<string, TripPlace>;
};

export function tripPlanCatalogue(states: readonly TripState[]): TripPlanCatalogue {
  const places = states.flatMap((state) => state.places.map((place) => ({ ...place, stateId: state.id })));
  return {
    states,
    stateById: new Map(states.map((state) => [state.id, state])),
    placeById: new Map(places.map((place) => [place.id, place])),
  };
}

const chosen = <T>(ids: readonly string[], byId: ReadonlyMap<string, T>) => ids.flatMap((id) => byId.get(id) ?? []);

/** The form as the shared rules read it: states and places by name. */
function tripFormOf(values: TripPlanValues, catalogue: TripPlanCatalogue): TripForm {
  return {
    ...values,
    states: chosen(values.stateIds, catalogue.stateById).map((state) => state.name),
    places: chosen(values.placeIds, catalogue.placeById).map((place) => place.title),
  };
}

/** The form's lists, and the field of the shared rules that checks each (by name, not ID). */
export const LIST_RULE_FIELDS = { stateIds: 'states', placeIds: 'places', coTravellers: 'coTravellers' } as const;
export type ListName = keyof typeof LIST_RULE_FIELDS;
type RuleField = (typeof LIST_RULE_FIELDS)[ListName] | 'arrivalDate' | 'departureDate' | 'email';

/**
 * A field's check as react-hook-form's `validate` takes it: the shared rules (the server's), over the
 * whole form, with "today" in India as it is when the field is checked (the page may stay open past midnight).
 */
export function tripPlanValidator(field: RuleField, catalogue: TripPlanCatalogue) {
  return (_value: unknown, values: TripPlanValues): string | undefined => {
    const form = tripFormOf(values, catalogue);
    return fieldValidator(tripRules(indiaDate(new Date())), field)(form[field], form);
  };
}

/** Why `value` may not join list `name` (a state or place chosen twice, a 20th co-traveller…), by the shared rules; undefined when it may. */
export function refusalToAdd(name: ListName, value: string, values: TripPlanValues, catalogue: TripPlanCatalogue): string | undefined {
  return tripPlanValidator(LIST_RULE_FIELDS[name], catalogue)(undefined, { ...values, [name]: [...values[name], value] });
}

/** The estimate the server will store, from the form as it is now (validation/trip-plans' `tripEstimate`). */
export function estimateOf(values: Pick<TripPlanValues, 'placeIds' | 'coTravellers' | 'arrivalDate' | 'departureDate'>, catalogue: TripPlanCatalogue): TripEstimate {
  return tripEstimate({ ...values, places: chosen(values.placeIds, catalogue.placeById) });
}
