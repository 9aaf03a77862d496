import type { DataSource } from 'typeorm';
import { PlaceService } from './place.service.js';
import { SearchService } from './search.service.js';
import { StateService } from './state.service.js';
import type { StatesCache } from './states-cache.js';

/** The catalogue's reads, by what they serve: the states and their tours, the places, and search. */
export interface Catalogue {
  readonly states: StateService;
  readonly places: PlaceService;
  readonly search: SearchService;
}

/** `statesCache`: the states kept in memory while the database tells of their changes (StateService). */
export function createCatalogue(dataSource: DataSource, statesCache?: StatesCache): Catalogue {
  return { states: new StateService(dataSource, statesCache), places: new PlaceService(dataSource), search: new SearchService(dataSource) };
}
