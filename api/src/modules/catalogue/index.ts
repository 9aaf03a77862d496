import type { NodeFetchers } from '../../graphql/relay/node.js';
import type { CatalogueContext } from './catalogue.loaders.js';
import { CatalogueResolver } from './catalogue.resolver.js';
import { CatalogueEditingResolver } from './catalogue-editing.resolver.js';
import { Place } from './place.entity.js';
import { PlaceResolver } from './place.resolver.js';
import { SuggestionResolver } from './suggestion.resolver.js';
import { State } from './state.entity.js';
import { StateResolver } from './state.resolver.js';
import { CuratedTour } from './curated-tour.entity.js';
import { CURATED_TOUR_ID_TYPE, STATE_TOUR_ID_TYPE, Tour } from './tour.types.js';
import { TourResolver } from './tour.resolver.js';

export { createCatalogue, type Catalogue } from './catalogue.service.js';
export type { ReviewablePlace } from './place.service.js';
export { SUGGESTIONS_SQL } from './search.service.js';
export { CatalogueEditingService } from './catalogue-editing.service.js';
export { createCatalogueLoaders, placeOf, stateTourCardOf, type CatalogueContext } from './catalogue.loaders.js';
export { placeArtworkPath } from './catalogue.rules.js';
export { placeFromJson, placeJsonOf } from './place-json.js';
export { CATALOGUE_CHANGES_CHANNEL, StatesCache, catalogueChangeHandlers } from './states-cache.js';
export { findTourDetails, findTourWithLoaders, type TourDetails } from './tour-lookup.js';
export { CURATED_TOUR_ID_TYPE, STATE_TOUR_ID_TYPE, Tour } from './tour.types.js';
export { Place } from './place.entity.js';
export { State } from './state.entity.js';

export const catalogueEntities = [State, Place, CuratedTour];
export const catalogueResolvers = [CatalogueResolver, CatalogueEditingResolver, StateResolver, PlaceResolver, SuggestionResolver, TourResolver] as const;

export const catalogueNodeFetchers: NodeFetchers<CatalogueContext> = {
  State: async (id, { catalogue }) => catalogue.loaders.stateById.load(id),
  Place: (id, { catalogue }) => catalogue.places.findPlaceById(id),
  [STATE_TOUR_ID_TYPE]: async (id, { catalogue }) => {
    const state = await catalogue.loaders.stateById.load(id);
    return state && new Tour(state);
  },
  [CURATED_TOUR_ID_TYPE]: async (id, { catalogue }) => {
    const curated = await catalogue.loaders.curatedTourById.load(id);
    return curated && new Tour(curated);
  },
};
