import {
  PLACEHOLDER_ARTWORK,
  abridgedAttractions,
  abridgedRoute,
  abridgedWrittenAttractions,
  abridgedWrittenRoute,
  placeArtworkPath,
  tourTitle,
  writtenAttractions,
} from '../api/src/modules/catalogue/catalogue.rules.js';
import { toGlobalId } from '../api/src/graphql/relay/global-id.js';
import { REVIEW_COLUMNS, connectionOf, ratingOf, reviewCardOf, type FiguresRow, type ReviewRow } from './ceiling-shapes.js';

const TOURS = 8;
const PLACES = 8;
const REVIEWS = 3;
/** What `TourCard_tour` asks for: `route(first: 6)`, `attractions(first: 5)`. */
const CARD_STOPS = 6;
const CARD_ATTRACTIONS = 5;

/**
 * W1, `HomePage`: 8 tour cards, 8 featured places, the 3 newest reviews, each list with one extra row for
 * hasNextPage. A card is its state's `tour_cards` row (review figures included) under the admin's edits.
 */
export const HOME_PAGE_SQL = `
  SELECT
    (SELECT json_agg(tour ORDER BY tour.name, tour.id) FROM (
      SELECT state.id, state.name, state.tour_title, state.tour_image, state.tour_route, state.tour_attractions,
             card.first_place_slug, card.first_place_image, card.first_destinations, card.destination_count,
             card.first_attractions, card.attraction_count, card.price_per_person,
             card.review_count, card.rating_sum
      FROM (SELECT * FROM states ORDER BY name, id LIMIT ${TOURS + 1}) state
      LEFT JOIN tour_cards card ON card.state_id = state.id
    ) tour) AS tours,
    (SELECT json_agg(place ORDER BY place.title, place.id) FROM (
      SELECT place.id, place.slug, place.title, place.city, place.destination, place.price, place.image, kept.review_count, kept.rating_sum
      FROM places place LEFT JOIN place_ratings kept ON kept.place_id = place.id
      WHERE place.featured ORDER BY place.title, place.id LIMIT ${PLACES + 1}
    ) place) AS places,
    (SELECT json_agg(review ORDER BY review.id DESC) FROM (
      SELECT ${REVIEW_COLUMNS} FROM reviews review LEFT JOIN places place ON place.id = review.place_id
      ORDER BY review.id DESC LIMIT ${REVIEWS + 1}
    ) review) AS reviews`;

interface TourRow extends FiguresRow {
  readonly id: number;
  readonly name: string;
  readonly tour_title: string | null;
  readonly tour_image: string | null;
  readonly tour_route: string | null;
  readonly tour_attractions: string | null;
  readonly first_place_slug: string | null;
  readonly first_place_image: string | null;
  readonly first_destinations: string[] | null;
  readonly destination_count: number | null;
  readonly first_attractions: string[] | null;
  readonly attraction_count: number | null;
  readonly price_per_person: number | null;
}

interface PlaceRow extends FiguresRow {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly city: string;
  readonly destination: string;
  readonly price: number;
  readonly image: string;
}

export interface HomePageRow {
  readonly tours: TourRow[] | null;
  readonly places: PlaceRow[] | null;
  readonly reviews: ReviewRow[] | null;
}

/** TourCard_tour: each field an admin edited wins; a state without places has no card row yet. */
function tourCardOf(row: TourRow) {
  return {
    id: toGlobalId('Tour', row.id),
    title: row.tour_title ?? tourTitle(row.name),
    name: row.name,
    image: row.tour_image ?? row.first_place_image ?? PLACEHOLDER_ARTWORK,
    fallbackImage: row.first_place_slug === null ? PLACEHOLDER_ARTWORK : placeArtworkPath(row.first_place_slug),
    route: row.tour_route === null
      ? abridgedRoute(row.first_destinations ?? [], row.destination_count ?? 0, CARD_STOPS)
      : abridgedWrittenRoute(row.tour_route, CARD_STOPS),
    attractions: row.tour_attractions === null
      ? abridgedAttractions(row.first_attractions ?? [], CARD_ATTRACTIONS)
      : abridgedWrittenAttractions(row.tour_attractions, CARD_ATTRACTIONS),
    attractionCount: row.tour_attractions === null ? (row.attraction_count ?? 0) : writtenAttractions(row.tour_attractions).length,
    pricePerPerson: row.price_per_person ?? 0,
    ...ratingOf(row),
    __typename: 'Tour',
  };
}

function placeCardOf(row: PlaceRow) {
  return {
    id: toGlobalId('Place', row.id),
    slug: row.slug,
    title: row.title,
    city: row.city,
    destination: row.destination,
    price: row.price,
    image: row.image,
    fallbackImage: placeArtworkPath(row.slug),
    ...ratingOf(row),
    __typename: 'Place',
  };
}

export function homePageOf(row: HomePageRow) {
  return {
    specialTours: connectionOf('Tour', row.tours ?? [], TOURS, { node: tourCardOf, cursor: (tour) => [tour.name, tour.id] }),
    places: connectionOf('Place', row.places ?? [], PLACES, { node: placeCardOf, cursor: (place) => [place.title, place.id] }),
    reviews: connectionOf('Review', row.reviews ?? [], REVIEWS, { node: reviewCardOf, cursor: (review) => [review.id] }),
  };
}
