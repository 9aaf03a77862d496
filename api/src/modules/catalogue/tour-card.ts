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

/** The `StateTourCard` of the row aliased `state`, as one JSON value, for a statement that lists states. */
export const STATE_TOUR_CARD_JSON = `(
  SELECT json_build_object(
    'placeCount', card.place_count, 'firstPlaceSlug', card.first_place_slug, 'firstPlaceImage', card.first_place_image,
    'route', card.route, 'attractions', card.attractions, 'startingPrice', card.starting_price, 'pricePerPerson', card.price_per_person,
    'reviewCount', card.review_count, 'ratingSum', card.rating_sum)
  FROM tour_cards card WHERE card.state_id = state.id)`;

/** The columns of `tour_cards` under `StateTourCard`'s names. */
export const STATE_TOUR_CARD_COLUMNS = `state_id AS "stateId", place_count AS "placeCount", first_place_slug AS "firstPlaceSlug",
  first_place_image AS "firstPlaceImage", route, attractions, starting_price AS "startingPrice", price_per_person::float8 AS "pricePerPerson",
  review_count AS "reviewCount", rating_sum::float8 AS "ratingSum"`;

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
