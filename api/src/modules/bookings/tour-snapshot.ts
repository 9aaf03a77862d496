import type { CatalogueService } from '../catalogue/index.js';

/** What a booking keeps of its tour (spec §3: tourTitle, tourRoute, tourState, tourImage, tourPlaces). */
export interface TourSnapshot {
  readonly stateId: number;
  readonly title: string;
  readonly route: string;
  readonly stateName: string;
  readonly image: string;
  readonly places: string[];
}

const PLACEHOLDER_IMAGE = '/images/place-fallback.svg';

/*
 * The tour card as the catalogue shows it (spec §3: "{state} Tour", distinct destinations joined with
 * arrows back to the first, the first place's image), an admin's edit winning over each derived value.
 * The catalogue's own derivation (catalogue.rules.ts) is not part of its public index, so it is
 * restated here over what its service returns; keep the two in step.
 */
function derivedRoute(destinations: readonly string[]): string {
  const stops = [...new Set(destinations)];
  return (stops.length > 1 ? [...stops, stops[0]!] : stops).join(' → ');
}

/** The tour of the state as it reads now, or undefined when there is no such state. */
export async function snapshotTour(catalogue: CatalogueService, stateId: number): Promise<TourSnapshot | undefined> {
  const [state] = await catalogue.findStatesByIds([stateId]);
  if (!state) return undefined;
  const places = await catalogue.findPlacesOfStates([stateId]);
  return {
    stateId,
    title: state.tourTitle ?? `${state.name} Tour`,
    route: state.tourRoute ?? derivedRoute(places.map((place) => place.destination)),
    stateName: state.name,
    image: state.tourImage ?? places[0]?.image ?? PLACEHOLDER_IMAGE,
    places: places.map((place) => place.title),
  };
}
