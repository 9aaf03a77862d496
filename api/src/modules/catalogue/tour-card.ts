import {
  PLACEHOLDER_ARTWORK,
  cityRoute,
  distinct,
  placeArtworkPath,
  tourAttractions,
  tourPricePerPerson,
  tourStartingPrice,
  tourTitle,
  type TourEdits,
  type TourPlace,
} from './catalogue.rules.js';

/**
 * How many of a card's destinations and attractions `tour_cards` keeps, in route order (migration
 * KeepTourCardPreviews): the most `Tour.route(first:)` and `Tour.attractions(first:)` may ask for.
 */
export const CARD_PREVIEW_MAX = 20;

/**
 * A state's tour as its places make it (spec §3): its `tour_cards` row, which triggers on `places` keep, so
 * a card costs one row however many places the state has (migration CreateTourCards). The whole route and
 * attractions are `TourTexts`, read apart: a card shows only their first few.
 */
export interface StateTourCard {
  readonly placeCount: number;
  readonly firstPlaceSlug: string | null;
  readonly firstPlaceImage: string | null;
  /** The first `CARD_PREVIEW_MAX` distinct destinations, in route order, and how many there are in all. */
  readonly firstDestinations: readonly string[];
  readonly destinationCount: number;
  /** The first `CARD_PREVIEW_MAX` distinct place titles, in route order, and how many there are in all. */
  readonly firstAttractions: readonly string[];
  readonly attractionCount: number;
  readonly startingPrice: number;
  readonly pricePerPerson: number;
  /** The reviews of all its places taken together: how many, and the sum of their ratings. */
  readonly reviewCount: number;
  readonly ratingSum: number;
}

/** A tour's whole route and attractions as its places make them (spec §3), before an admin's edits. */
export interface TourTexts {
  readonly route: string;
  readonly attractions: string;
}

/** The card of a state without places (it has no `tour_cards` row until its first place). */
export const CARD_WITHOUT_PLACES: StateTourCard = {
  placeCount: 0,
  firstPlaceSlug: null,
  firstPlaceImage: null,
  firstDestinations: [],
  destinationCount: 0,
  firstAttractions: [],
  attractionCount: 0,
  startingPrice: 0,
  pricePerPerson: 0,
  reviewCount: 0,
  ratingSum: 0,
};

export const TEXTS_WITHOUT_PLACES: TourTexts = { route: '', attractions: '' };

/**
 * Each `StateTourCard` field's value in the `tour_cards` row aliased `card`: sums as float8 (node-postgres reads a bigint
 * as text), the first destinations and attractions as JSON arrays: JSON.parse reads 20 titles in 0.6 µs, node-postgres's
 * text[] parser in 8 µs (18 arrays on the home page).
 */
const TOUR_CARD_VALUES: Readonly<Record<keyof StateTourCard, string>> = {
  placeCount: 'card.place_count',
  firstPlaceSlug: 'card.first_place_slug',
  firstPlaceImage: 'card.first_place_image',
  firstDestinations: 'to_json(card.first_destinations)',
  destinationCount: 'card.destination_count',
  firstAttractions: 'to_json(card.first_attractions)',
  attractionCount: 'card.attraction_count',
  startingPrice: 'card.starting_price',
  pricePerPerson: 'card.price_per_person::float8',
  reviewCount: 'card.review_count',
  ratingSum: 'card.rating_sum::float8',
};

/** A SELECT list of the `tour_cards` row aliased `card`, each value named `prefix` + its `StateTourCard` field. */
function tourCardColumns(prefix: string): string {
  return Object.entries(TOUR_CARD_VALUES)
    .map(([field, value]) => `${value} AS "${prefix}${field}"`)
    .join(', ');
}

/** The columns of `tour_cards card` under `StateTourCard`'s names, with the state's id. */
export const STATE_TOUR_CARD_COLUMNS = `card.state_id AS "stateId", ${tourCardColumns('')}`;

const JOINED_PREFIX = 'card.';

/**
 * For a statement that lists states (aliased `state`): their `tour_cards` rows joined as plain columns, read back by
 * `joinedTourCardOf`. Plain columns, not one JSON value per card, which PostgreSQL would build and Node parse again.
 */
export const JOINED_TOUR_CARD = {
  columns: tourCardColumns(JOINED_PREFIX),
  join: 'LEFT JOIN tour_cards card ON card.state_id = state.id',
};

/** Each field of a card with its column name in `JOINED_TOUR_CARD`, spelt out once rather than on every row. */
const JOINED_COLUMN_NAMES = Object.keys(TOUR_CARD_VALUES).map((field) => [field, `${JOINED_PREFIX}${field}`] as const);

/** The card `JOINED_TOUR_CARD` read into a row; a state without places has no `tour_cards` row. */
export function joinedTourCardOf(row: Record<string, unknown>): StateTourCard {
  if (row[`${JOINED_PREFIX}placeCount`] === null) return CARD_WITHOUT_PLACES;
  const card: Record<string, unknown> = {};
  for (const [field, column] of JOINED_COLUMN_NAMES) card[field] = row[column];
  return card as unknown as StateTourCard;
}

/** Everything a tour card shows that its places decide, before an admin's edits. */
export interface DerivedCard extends Pick<StateTourCard, 'firstDestinations' | 'destinationCount' | 'firstAttractions' | 'attractionCount'> {
  readonly title: string;
  readonly image: string;
  /** Shipped artwork of the first place, for when `image` fails to load. */
  readonly fallbackImage: string;
  readonly startingPrice: number;
  readonly pricePerPerson: number;
}

export function derivedCardOfState(stateName: string, card: StateTourCard): DerivedCard {
  return {
    title: tourTitle(stateName),
    image: card.firstPlaceImage ?? PLACEHOLDER_ARTWORK,
    fallbackImage: card.firstPlaceSlug === null ? PLACEHOLDER_ARTWORK : placeArtworkPath(card.firstPlaceSlug),
    firstDestinations: card.firstDestinations,
    destinationCount: card.destinationCount,
    firstAttractions: card.firstAttractions,
    attractionCount: card.attractionCount,
    startingPrice: card.startingPrice,
    pricePerPerson: card.pricePerPerson,
  };
}

/** A tour across states has few places and no edits; it reads its route by city ("Delhi → Agra → Jaipur → Delhi"). */
export function derivedCardOfCuratedTour(title: string, places: readonly (TourPlace & { readonly slug: string })[]): DerivedCard {
  const [first] = places;
  const cities = distinct(places.map((place) => place.city));
  const titles = distinct(places.map((place) => place.title));
  return {
    title,
    image: first?.image ?? PLACEHOLDER_ARTWORK,
    fallbackImage: first ? placeArtworkPath(first.slug) : PLACEHOLDER_ARTWORK,
    firstDestinations: cities.slice(0, CARD_PREVIEW_MAX),
    destinationCount: cities.length,
    firstAttractions: titles.slice(0, CARD_PREVIEW_MAX),
    attractionCount: titles.length,
    startingPrice: tourStartingPrice(places),
    pricePerPerson: tourPricePerPerson(places),
  };
}

export function textsOfCuratedTour(places: readonly TourPlace[]): TourTexts {
  return { route: cityRoute(places), attractions: tourAttractions(places) };
}

/** The title and image as shown: each an admin edited wins over the derived one (route and attractions: `tourRouteOf`). */
export function withEdits(derived: DerivedCard, edits: Pick<TourEdits, 'tourTitle' | 'tourImage'> | null): DerivedCard {
  if (!edits) return derived;
  return { ...derived, title: edits.tourTitle ?? derived.title, image: edits.tourImage ?? derived.image };
}
