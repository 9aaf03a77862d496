/** Pure rules of the catalogue: no I/O. */
import { roundTripRoute } from '@india-tours/validation/catalogue';

export interface TourPlace {
  readonly title: string;
  readonly destination: string;
  readonly city: string;
  readonly image: string;
  readonly price: number;
}

export function placeArtworkPath(placeSlug: string): string {
  return `/images/places/${placeSlug}.svg`;
}

export function tourTitle(stateName: string): string {
  return `${stateName} Tour`;
}

export function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * Spec §3: the distinct destinations joined with arrows, returning to the first. A state's card derives it in
 * the database (migration CreateTourCards); tour-cards.test.ts holds that derivation to this rule.
 */
export function tourRoute(places: readonly TourPlace[]): string {
  return roundTripRoute(places.map((place) => place.destination));
}

/** A tour across states reads by its cities (the Golden Triangle: "Delhi → Agra → Jaipur → Delhi"). */
export function cityRoute(places: readonly TourPlace[]): string {
  return roundTripRoute(places.map((place) => place.city));
}

/** Spec §3: the distinct place titles, comma-joined. */
export function tourAttractions(places: readonly TourPlace[]): string {
  return distinct(places.map((place) => place.title)).join(', ');
}

/** A route cut after its first `first` stops: an ellipsis, then its last stop (the return to the start). */
function cutRoute(stops: readonly string[], first: number, lastStop: string): string {
  return [...stops.slice(0, first), '…', lastStop].join(' → ');
}

/**
 * A derived route at most `first` destinations long: the whole route when it has no more, else its first `first`
 * distinct destinations, "…" and the return to the first. `firstDestinations` holds at least `first` of them.
 */
export function abridgedRoute(firstDestinations: readonly string[], destinationCount: number, first: number): string {
  return destinationCount <= first ? roundTripRoute(firstDestinations) : cutRoute(firstDestinations, first, firstDestinations[0]!);
}

/** A route an admin wrote, cut the same way: its first `first` stops, "…" and its last; as written when no longer. */
export function abridgedWrittenRoute(route: string, first: number): string {
  const stops = route.split('→').map((stop) => stop.trim()).filter(Boolean);
  return stops.length <= first + 1 ? route : cutRoute(stops, first, stops.at(-1)!);
}

/** A derived list of attractions cut to its first `first` (`firstAttractions` holds at least that many, or all). */
export function abridgedAttractions(firstAttractions: readonly string[], first: number): string {
  return firstAttractions.slice(0, first).join(', ');
}

/** The attractions an admin wrote, one per comma-separated item. */
export function writtenAttractions(attractions: string): string[] {
  return attractions.split(',').map((item) => item.trim()).filter(Boolean);
}

/** Attractions an admin wrote, cut to their first `first`; as written when no more. */
export function abridgedWrittenAttractions(attractions: string, first: number): string {
  const items = writtenAttractions(attractions);
  return items.length <= first ? attractions : items.slice(0, first).join(', ');
}

/** Artwork for a tour whose state has no places yet. */
export const PLACEHOLDER_ARTWORK = '/images/place-fallback.svg';

/** What an admin may have set on a state's tour (null: derive it from the places). */
export interface TourEdits {
  readonly name: string;
  readonly tourTitle: string | null;
  readonly tourImage: string | null;
  readonly tourRoute: string | null;
  readonly tourAttractions: string | null;
}

/** A place's price is per person, and a tour visits every one of its places: its price per person is their sum. */
export function tourPricePerPerson(places: readonly TourPlace[]): number {
  return places.reduce((sum, place) => sum + place.price, 0);
}

/** The lowest price of the tour's places (0 for a state without places). */
export function tourStartingPrice(places: readonly TourPlace[]): number {
  return places.length === 0 ? 0 : Math.min(...places.map((place) => place.price));
}

/** The code point after `codePoint`, past the surrogates (no character of a UTF-8 text is one); undefined after the last. */
function nextCodePoint(codePoint: number): number | undefined {
  if (codePoint === 0xd7ff) return 0xe000;
  return codePoint < 0x10ffff ? codePoint + 1 : undefined;
}

/**
 * The typed text as a range of lower-cased values, `from` included, `to` excluded, that holds exactly the values
 * starting with it (under the "C" collation, which orders by code point): `taj` gives [`taj`, `tak`). Unlike a
 * `LIKE 'taj%'` parameter, such a range lets PostgreSQL keep one generic plan for a prepared statement (an index
 * range scan) instead of planning it again for every prefix; wildcards mean nothing in it, so "50%" is literal.
 * `to` is undefined when nothing can follow (a prefix of U+10FFFF only).
 */
export function prefixRange(text: string): { from: string; to: string | undefined } {
  const from = text.trim().toLowerCase();
  const codePoints = [...from].map((char) => char.codePointAt(0)!);
  while (codePoints.length > 0) {
    const next = nextCodePoint(codePoints.pop()!);
    if (next !== undefined) return { from, to: String.fromCodePoint(...codePoints, next) };
  }
  return { from, to: undefined };
}

/**
 * Turns a search query into a tsquery in which every word is a prefix (`taj:* & mah:*`),
 * or `undefined` when it holds no word.
 */
export function searchTsQuery(query: string): string | undefined {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? undefined : words.slice(0, 8).map((word) => `${word}:*`).join(' & ');
}
