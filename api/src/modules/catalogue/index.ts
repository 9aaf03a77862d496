import type { NodeFetchers } from '../../graphql/relay/node.js';
import type { CatalogueContext } from './catalogue.loaders.js';
import { CatalogueResolver } from './catalogue.resolver.js';
import { CatalogueEditingResolver } from './catalogue-editing.resolver.js';
import { Place } from './place.entity.js';
import { PlaceResolver } from './place.resolver.js';
import { State } from './state.entity.js';
import { StateResolver } from './state.resolver.js';
import { Tour } from './tour.types.js';
import { TourResolver } from './tour.resolver.js';

export { CatalogueService, SUGGESTIONS_SQL } from './catalogue.service.js';
export { CatalogueEditingService } from './catalogue-editing.service.js';
export { createCatalogueLoaders, type CatalogueContext } from './catalogue.loaders.js';
export { placeArtworkPath, tourCardOf } from './catalogue.rules.js';

export const catalogueEntities = [State, Place];
export const catalogueResolvers = [CatalogueResolver, CatalogueEditingResolver, StateResolver, PlaceResolver, TourResolver] as const;

export const catalogueNodeFetchers: NodeFetchers<CatalogueContext> = {
  State: async (id, { catalogue }) => catalogue.loaders.stateById.load(id),
  Place: (id, { catalogue }) => catalogue.service.findPlaceById(id),
  Tour: async (id, { catalogue }) => {
    const state = await catalogue.loaders.stateById.load(id);
    return state && new Tour(state);
  },
};
