import { isBlank } from '@india-tours/validation';
import { tripMessages } from '@india-tours/validation/trip-plans';
import { fieldError } from '../../graphql/user-error.js';
import { TripPlanErrorCode, tripPlanMessages } from './trip-plan.errors.js';
import type { TripPlanError } from './trip-plan.types.js';

/** A state of the catalogue, as a plan copies it. */
export interface ChosenState {
  readonly databaseId: number;
  readonly name: string;
}

/** A place of the catalogue, as a plan copies and prices it. */
export interface ChosenPlace {
  readonly databaseId: number;
  readonly stateId: number;
  readonly title: string;
  readonly destination: string;
  readonly price: number;
}

/** The catalogue, as trip plans need it (the catalogue's `Catalogue` fits). */
export interface TripPlanCatalogue {
  readonly states: {
    findStatesByIds(ids: readonly number[]): Promise<ChosenState[]>;
    findStatesByNames(names: readonly string[]): Promise<ChosenState[]>;
  };
  readonly places: {
    findPlacesByIds(ids: readonly number[]): Promise<ChosenPlace[]>;
    findPlacesByTitles(titles: readonly string[]): Promise<ChosenPlace[]>;
  };
}

/** The states and places as a caller names them: by database id (0 stands for an ID that names none) and/or by name. */
export interface TripPlanChoiceRequest {
  readonly stateIds: readonly number[];
  readonly stateNames: readonly string[];
  readonly placeIds: readonly number[];
  readonly placeTitles: readonly string[];
}

/** What was found of the choice, in the order chosen, and what was not: at most one error per input field. */
export interface TripPlanChoice {
  readonly states: ChosenState[];
  readonly places: ChosenPlace[];
  readonly errors: TripPlanError[];
}

const sameName = (name: string, typed: string) => name.trim().toLowerCase() === typed.trim().toLowerCase();
const namesGiven = (names: readonly string[]) => names.filter((name) => !isBlank(name));
const lookUp = <T>(keys: readonly unknown[], find: () => Promise<T[]>) => (keys.length === 0 ? Promise.resolve([]) : find());

/** A title shared by places of several states means the one in a chosen state. */
function placeTitled(title: string, candidates: readonly ChosenPlace[], stateIds: ReadonlySet<number>): ChosenPlace | undefined {
  const titled = candidates.filter((place) => sameName(place.title, title));
  return titled.find((place) => stateIds.has(place.stateId)) ?? titled[0];
}

function notInStatesError(places: readonly (ChosenPlace | undefined)[], stateIds: ReadonlySet<number>, field: string): TripPlanError[] {
  const outside = places.find((place) => place !== undefined && !stateIds.has(place.stateId));
  return outside ? [fieldError(TripPlanErrorCode.PLACE_NOT_IN_STATES, tripMessages.placeNotInStates(outside.title), field)] : [];
}

interface Found<T> {
  readonly found: T[];
  readonly errors: TripPlanError[];
}

async function findStates(catalogue: TripPlanCatalogue, { stateIds, stateNames: typedNames }: TripPlanChoiceRequest): Promise<Found<ChosenState>> {
  const stateNames = namesGiven(typedNames);
  const [byId, byName] = await Promise.all([
    lookUp(stateIds, () => catalogue.states.findStatesByIds(stateIds)),
    lookUp(stateNames, () => catalogue.states.findStatesByNames(stateNames)),
  ]);
  const idStates = stateIds.map((id) => byId.find((state) => state.databaseId === id));
  const nameStates = stateNames.map((name) => byName.find((state) => sameName(state.name, name)));
  const unknownName = stateNames.find((_, index) => nameStates[index] === undefined);
  const errors = [
    ...(idStates.includes(undefined) ? [fieldError(TripPlanErrorCode.UNKNOWN_STATE, tripPlanMessages.unknownStateId, 'stateIds')] : []),
    ...(unknownName === undefined ? [] : [fieldError(TripPlanErrorCode.UNKNOWN_STATE, tripPlanMessages.unknownStateName(typedNames.indexOf(unknownName) + 1), 'stateNames')]),
  ];
  return { found: [...idStates, ...nameStates].filter((state) => state !== undefined), errors };
}

async function findPlaces(catalogue: TripPlanCatalogue, request: TripPlanChoiceRequest, stateIds: ReadonlySet<number>): Promise<Found<ChosenPlace>> {
  const { placeIds } = request;
  const placeTitles = namesGiven(request.placeTitles);
  const [byId, byTitle] = await Promise.all([
    lookUp(placeIds, () => catalogue.places.findPlacesByIds(placeIds)),
    lookUp(placeTitles, () => catalogue.places.findPlacesByTitles(placeTitles)),
  ]);
  const idPlaces = placeIds.map((id) => byId.find((place) => place.databaseId === id));
  const titlePlaces = placeTitles.map((title) => placeTitled(title, byTitle, stateIds));
  const unknownTitle = placeTitles.find((_, index) => titlePlaces[index] === undefined);
  const errors = [
    ...(idPlaces.includes(undefined)
      ? [fieldError(TripPlanErrorCode.UNKNOWN_PLACE, tripPlanMessages.unknownPlaceId, 'placeIds')]
      : notInStatesError(idPlaces, stateIds, 'placeIds')),
    ...(unknownTitle === undefined
      ? notInStatesError(titlePlaces, stateIds, 'placeTitles')
      : [fieldError(TripPlanErrorCode.UNKNOWN_PLACE, tripPlanMessages.unknownPlaceTitle(request.placeTitles.indexOf(unknownTitle) + 1), 'placeTitles')]),
  ];
  return { found: [...idPlaces, ...titlePlaces].filter((place) => place !== undefined), errors };
}

/**
 * Finds the chosen states and places in the catalogue (at most four statements). An unknown one is
 * reported before a place outside the chosen states (spec §5: places only from the chosen states).
 */
export async function findTripPlanChoice(catalogue: TripPlanCatalogue, request: TripPlanChoiceRequest): Promise<TripPlanChoice> {
  const states = await findStates(catalogue, request);
  const places = await findPlaces(catalogue, request, new Set(states.found.map((state) => state.databaseId)));
  return { states: states.found, places: places.found, errors: [...states.errors, ...places.errors] };
}
