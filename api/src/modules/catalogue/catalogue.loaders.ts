import DataLoader from 'dataloader';
import type { MaybePromise } from '../../graphql/execution/maybe-promise.js';
import type { CatalogueEditingService } from './catalogue-editing.service.js';
import type { Catalogue } from './catalogue.service.js';
import type { CuratedTour } from './curated-tour.entity.js';
import type { Place } from './place.entity.js';
import type { State } from './state.entity.js';
import { CARD_WITHOUT_PLACES, TEXTS_WITHOUT_PLACES, type StateTourCard, type TourTexts } from './tour-card.js';
import type { Tour } from './tour.types.js';

/** Per-request batching: any number of states asking for their places costs one query. */
export function createCatalogueLoaders(catalogue: Catalogue) {
  return {
    stateById: new DataLoader<number, State | undefined>(async (ids) => {
      const byId = new Map((await catalogue.states.findStatesByIds(ids)).map((state) => [state.databaseId, state]));
      return ids.map((id) => byId.get(id));
    }),
    placeById: new DataLoader<number, Place | undefined>(async (ids) => {
      const byId = new Map((await catalogue.places.findPlacesByIds(ids)).map((place) => [place.databaseId, place]));
      return ids.map((id) => byId.get(id));
    }),
    placesByStateId: new DataLoader<number, Place[]>(async (stateIds) => {
      const byStateId = new Map<number, Place[]>(stateIds.map((stateId) => [stateId, []]));
      for (const place of await catalogue.places.findPlacesOfStates(stateIds)) byStateId.get(place.stateId)?.push(place);
      return stateIds.map((stateId) => byStateId.get(stateId)!);
    }),
    placesByCuratedTourId: new DataLoader<number, Place[]>(async (tourIds) => {
      const byTourId = new Map<number, Place[]>(tourIds.map((tourId) => [tourId, []]));
      for (const { tourId, place } of await catalogue.places.findPlacesOfCuratedTours(tourIds)) byTourId.get(tourId)?.push(place);
      return tourIds.map((tourId) => byTourId.get(tourId)!);
    }),
    tourCardByStateId: new DataLoader<number, StateTourCard>(async (stateIds) => {
      const byStateId = new Map((await catalogue.states.findTourCardsOfStates(stateIds)).map((card) => [card.stateId, card]));
      return stateIds.map((stateId) => byStateId.get(stateId) ?? CARD_WITHOUT_PLACES);
    }),
    tourTextsByStateId: new DataLoader<number, TourTexts>(async (stateIds) => {
      const byStateId = new Map((await catalogue.states.findTourTextsOfStates(stateIds)).map((texts) => [texts.stateId, texts]));
      return stateIds.map((stateId) => byStateId.get(stateId) ?? TEXTS_WITHOUT_PLACES);
    }),
    curatedTourById: new DataLoader<number, CuratedTour | undefined>(async (ids) => {
      const byId = new Map((await catalogue.states.findCuratedToursByIds(ids)).map((tour) => [tour.databaseId, tour]));
      return ids.map((id) => byId.get(id));
    }),
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;

/** The place of a link that may be empty (a review's, a suggestion's), batched with every other. */
export async function placeOf(placeId: number | null, loaders: CatalogueLoaders): Promise<Place | null> {
  return placeId === null ? null : ((await loaders.placeById.load(placeId)) ?? null);
}

/** The card of a state's tour: the one read with the tour (the home page's list), at hand; else batched with every other. */
export function stateTourCardOf(tour: Tour, loaders: CatalogueLoaders): MaybePromise<StateTourCard> {
  return tour.card ?? loaders.tourCardByStateId.load(tour.state!.databaseId);
}

export interface CatalogueContext {
  readonly catalogue: Catalogue & {
    /** The admin's edits (spec §6). */
    readonly editing: CatalogueEditingService;
    readonly loaders: CatalogueLoaders;
  };
}
