import {
  PLACEHOLDER_ARTWORK,
  cityRoute,
  placeArtworkPath,
  tourAttractions,
  tourPricePerPerson,
  tourStartingPrice,
  tourTitle,
  type TourEdits,
  type TourPlace,
} from './catalogue.rules.js';

/**
 * A state's tour as its places make it (spec §3): its `tour_cards` row, which triggers on `places` keep, so
 * a card costs one row however many places the state has (migration CreateTourCards).
 */
export interface StateTourCard {
  readonly placeCount: number;
  readonly firstPlaceSlug: string | null;
  readonly firstPlaceImage: string | null;
  readonly route: string;
  readonly attractions: string;
  readonly startingPrice: number;
  readonly pricePerPerson: number;
  /** The reviews of all its places taken together: how many, and the sum of their ratings. */
  readonly reviewCount: number;
  readonly ratingSum: number;
}

/** The card of a state without places (it has no `tour_cards` row until its first place). */
export const CARD_WITHOUT_PLACES: StateTourCard = {
  placeCount: 0,
  firstPlaceSlug: null,
  firstPlaceImage: null,
  route: '',
  attractions: '',
  startingPrice: 0,
  pricePerPerson: 0,
  reviewCount: 0,
  ratingSum: 0,
};

/** Each `StateTourCard` field's column of `tour_cards` (its sums as float8: node-postgres reads a bigint as text). */
const TOUR_CARD_COLUMNS: Readonly<Record<keyof StateTourCard, string>> = {
  placeCount: 'place_count',
  firstPlaceSlug: 'first_place_slug',
  firstPlaceImage: 'first_place_image',
  route: 'route',
  attractions: 'attractions',
  startingPrice: 'starting_price',
  pricePerPerson: 'price_per_person::float8',
  reviewCount: 'review_count',
  ratingSum: 'rating_sum::float8',
};

/** A SELECT list of the `tour_cards` row aliased `card`, each column named `prefix` + its `StateTourCard` field. */
function tourCardColumns(prefix: string): string {
  return Object.entries(TOUR_CARD_COLUMNS)
    .map(([field, column]) => `card.${column} AS "${prefix}${field}"`)
    .join(', ');
}

/** The columns of `tour_cards card` under `StateTourCard`'s names, with the state's id. */
export const STATE_TOUR_CARD_COLUMNS = `card.state_id AS "stateId", ${tourCardColumns('')}`;

const JOINED_PREFIX = 'card.';

/**
 * For a statement that lists states (aliased `state`): their `tour_cards` rows joined as plain columns, read back by
 * `joinedTourCardOf`. Plain columns, not one JSON value per card: building and escaping ~8 KB of attractions as JSON
 * took PostgreSQL 0.04 ms a card, and Node parsed it again.
 */
export const JOINED_TOUR_CARD = {
  columns: tourCardColumns(JOINED_PREFIX),
  join: 'LEFT JOIN tour_cards card ON card.state_id = state.id',
};

/** The card `JOINED_TOUR_CARD` read into a row; a state without places has no `tour_cards` row. */
export function joinedTourCardOf(row: Record<string, unknown>): StateTourCard {
  if (row[`${JOINED_PREFIX}placeCount`] === null) return CARD_WITHOUT_PLACES;
  return Object.fromEntries(Object.keys(TOUR_CARD_COLUMNS).map((field) => [field, row[`${JOINED_PREFIX}${field}`]])) as unknown as StateTourCard;
}

/** Everything a tour card shows that its places decide, before an admin's edits. */
export interface DerivedCard {
  readonly title: string;
  readonly image: string;
  /** Shipped artwork of the first place, for when `image` fails to load. */
  readonly fallbackImage: string;
  readonly route: string;
  readonly attractions: string;
  readonly startingPrice: number;
  readonly pricePerPerson: number;
}

export function derivedCardOfState(stateName: string, card: StateTourCard): DerivedCard {
  return {
    title: tourTitle(stateName),
    image: card.firstPlaceImage ?? PLACEHOLDER_ARTWORK,
    fallbackImage: card.firstPlaceSlug === null ? PLACEHOLDER_ARTWORK : placeArtworkPath(card.firstPlaceSlug),
    route: card.route,
    attractions: card.attractions,
    startingPrice: card.startingPrice,
    pricePerPerson: card.pricePerPerson,
  };
}

/** A tour across states has few places and no edits; it reads its route by city ("Delhi → Agra → Jaipur → Delhi"). */
export function derivedCardOfCuratedTour(title: string, places: readonly (TourPlace & { readonly slug: string })[]): DerivedCard {
  const [first] = places;
  return {
    title,
    image: first?.image ?? PLACEHOLDER_ARTWORK,
    fallbackImage: first ? placeArtworkPath(first.slug) : PLACEHOLDER_ARTWORK,
    route: cityRoute(places),
    attractions: tourAttractions(places),
    startingPrice: tourStartingPrice(places),
    pricePerPerson: tourPricePerPerson(places),
  };
}

/** The card as shown: each field an admin edited wins over the derived one. */
export function withEdits(derived: DerivedCard, edits: Omit<TourEdits, 'name'> | null): DerivedCard {
  if (!edits) return derived;
  return {
    ...derived,
    title: edits.tourTitle ?? derived.title,
    image: edits.tourImage ?? derived.image,
    route: edits.tourRoute ?? derived.route,
    attractions: edits.tourAttractions ?? derived.attractions,
  };
}
