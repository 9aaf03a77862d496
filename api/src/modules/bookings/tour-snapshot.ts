import { tourCardOf, type CatalogueService } from '../catalogue/index.js';

/** What a booking keeps of its tour (spec §3: tourTitle, tourRoute, tourState, tourImage, tourPlaces). */
export interface TourSnapshot {
  readonly stateId: number;
  readonly title: string;
  readonly route: string;
  readonly stateName: string;
  readonly image: string;
  readonly places: string[];
}

/** The tour of the state as the catalogue shows it now, or undefined when there is no such state. */
export async function snapshotTour(catalogue: CatalogueService, stateId: number): Promise<TourSnapshot | undefined> {
  const [state] = await catalogue.findStatesByIds([stateId]);
  if (!state) return undefined;
  const places = await catalogue.findPlacesOfStates([stateId]);
  const { title, route, image } = tourCardOf(state, places);
  return { stateId, title, route, stateName: state.name, image, places: places.map((place) => place.title) };
}
