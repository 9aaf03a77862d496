import { fromGlobalId } from '../../graphql/relay/global-id.js';
import type { CatalogueLoaders } from './catalogue.loaders.js';
import type { Catalogue } from './catalogue.service.js';
import type { CuratedTour } from './curated-tour.entity.js';
import type { State } from './state.entity.js';
import { CARD_WITHOUT_PLACES, TEXTS_WITHOUT_PLACES, derivedCardOfCuratedTour, derivedCardOfState, textsOfCuratedTour, withEdits } from './tour-card.js';
import { CURATED_TOUR_ID_TYPE, STATE_TOUR_ID_TYPE, Tour, stateIdsOf } from './tour.types.js';

/**
 * How a client names a tour: its global ID; a State's global ID, which stands for its tour; or a
 * legacy number from the spec's links and `POST /api/book` (999 the Golden Triangle, otherwise a
 * state's `_id`: a curated tour's fixed id wins over a state with the same number).
 */
type TourKey = { readonly kind: 'STATE' | 'CURATED' | 'LEGACY'; readonly id: number };

const MAX_DATABASE_ID = 2_147_483_647;

function tourKeyOf(id: string): TourKey | undefined {
  const text = id.trim();
  if (/^[0-9]{1,10}$/.test(text)) {
    const legacyId = Number(text);
    return legacyId > 0 && legacyId <= MAX_DATABASE_ID ? { kind: 'LEGACY', id: legacyId } : undefined;
  }
  const decoded = fromGlobalId(text);
  if (decoded?.typeName === STATE_TOUR_ID_TYPE || decoded?.typeName === 'State') return { kind: 'STATE', id: decoded.databaseId };
  if (decoded?.typeName === CURATED_TOUR_ID_TYPE) return { kind: 'CURATED', id: decoded.databaseId };
  return undefined;
}

interface TourFinders {
  curatedTour(id: number): Promise<CuratedTour | null | undefined>;
  state(id: number): Promise<State | null | undefined>;
}

async function findTour(id: string, finders: TourFinders): Promise<Tour | null> {
  const key = tourKeyOf(id);
  if (!key) return null;
  if (key.kind !== 'STATE') {
    const curated = await finders.curatedTour(key.id);
    if (curated || key.kind === 'CURATED') return curated ? new Tour(curated) : null;
  }
  const state = await finders.state(key.id);
  return state ? new Tour(state) : null;
}

/** The tour a client names (see `TourKey`) through the request's loaders; null when none. */
export function findTourWithLoaders(id: string, loaders: CatalogueLoaders): Promise<Tour | null> {
  return findTour(id, { curatedTour: (tourId) => loaders.curatedTourById.load(tourId), state: (stateId) => loaders.stateById.load(stateId) });
}

/** A tour as it reads now, everything a booking copies of it (spec §3). */
export interface TourDetails {
  /** Set for a state's tour. */
  readonly stateId: number | null;
  /** Set for a tour across states. */
  readonly curatedTourId: number | null;
  readonly title: string;
  readonly route: string;
  readonly image: string;
  /** Names of the states it visits, in order. */
  readonly stateNames: string[];
  readonly placeTitles: string[];
  readonly pricePerPerson: number;
}

/** The tour a client names, read in full; undefined when none. */
export async function findTourDetails(catalogue: Catalogue, id: string): Promise<TourDetails | undefined> {
  const tour = await findTour(id, {
    curatedTour: async (tourId) => (await catalogue.states.findCuratedToursByIds([tourId]))[0],
    state: async (stateId) => (await catalogue.states.findStatesByIds([stateId]))[0],
  });
  if (!tour) return undefined;
  const places = tour.state
    ? await catalogue.places.findPlacesOfStates([tour.state.databaseId])
    : (await catalogue.places.findPlacesOfCuratedTours([tour.curated!.databaseId])).map((stop) => stop.place);
  const stateIds = stateIdsOf(tour, places);
  const states = tour.state ? [tour.state] : await catalogue.states.findStatesByIds(stateIds);
  const [derived, texts] = tour.state
    ? [
        derivedCardOfState(tour.state.name, (await catalogue.states.findTourCardsOfStates([tour.state.databaseId]))[0] ?? CARD_WITHOUT_PLACES),
        (await catalogue.states.findTourTextsOfStates([tour.state.databaseId]))[0] ?? TEXTS_WITHOUT_PLACES,
      ]
    : [derivedCardOfCuratedTour(tour.title, places), textsOfCuratedTour(places)];
  const { title, image, pricePerPerson } = withEdits(derived, tour.state);
  const route = tour.state?.tourRoute ?? texts.route;
  return {
    stateId: tour.state?.databaseId ?? null,
    curatedTourId: tour.curated?.databaseId ?? null,
    title,
    route,
    image,
    stateNames: stateIds.flatMap((stateId) => states.filter((state) => state.databaseId === stateId).map((state) => state.name)),
    placeTitles: places.map((place) => place.title),
    pricePerPerson,
  };
}
