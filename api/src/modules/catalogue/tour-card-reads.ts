import { BadUserInputError } from '../../graphql/errors.js';
import { readWhenReady, type MaybePromise } from '../../graphql/execution/maybe-promise.js';
import { stateTourCardOf, type CatalogueContext } from './catalogue.loaders.js';
import { abridgedAttractions, abridgedRoute, abridgedWrittenAttractions, abridgedWrittenRoute } from './catalogue.rules.js';
import type { Place } from './place.entity.js';
import type { State } from './state.entity.js';
import { CARD_PREVIEW_MAX, derivedCardOfCuratedTour, derivedCardOfState, textsOfCuratedTour, withEdits, type DerivedCard, type TourTexts } from './tour-card.js';
import type { Tour } from './tour.types.js';

/*
 * How a Tour's fields read its card (TourResolver): a state's card is one maintained row, a tour across states derives
 * its own from its few places; the admin's edits win over both.
 */

/** Each tour's derived card, worked out once for all the card's fields (a tour object lives one request). */
const derivedCards = new WeakMap<Tour, MaybePromise<DerivedCard>>();

const PREVIEW_LENGTH_RULE = `first must be a whole number from 1 to ${CARD_PREVIEW_MAX}.`;

/** `first` of `route` and `attractions` (undefined when left out): null for the whole text, else checked against what the card keeps. */
export function previewLength(first: number | null | undefined): number | null {
  if (first == null) return null;
  if (first < 1 || first > CARD_PREVIEW_MAX) throw new BadUserInputError(PREVIEW_LENGTH_RULE);
  return first;
}

export const previewLengthDescription = (what: string, whole: string) => `How many ${what}, 1 to ${CARD_PREVIEW_MAX} (a card's preview); omit it for ${whole}.`;

/** How `route` and `attractions` read, each from the admin's text, the whole derived one, or the card's first ones. */
export interface CardText {
  writtenOf(state: State): string | null;
  wholeOf(texts: TourTexts): string;
  cutWritten(written: string, length: number): string;
  cutDerived(card: DerivedCard, length: number): string;
}

export const ROUTE_TEXT: CardText = {
  writtenOf: (state) => state.tourRoute,
  wholeOf: (texts) => texts.route,
  cutWritten: abridgedWrittenRoute,
  cutDerived: (card, length) => abridgedRoute(card.firstDestinations, card.destinationCount, length),
};

export const ATTRACTIONS_TEXT: CardText = {
  writtenOf: (state) => state.tourAttractions,
  wholeOf: (texts) => texts.attractions,
  cutWritten: abridgedWrittenAttractions,
  cutDerived: (card, length) => abridgedAttractions(card.firstAttractions, length),
};

export function placesOf(tour: Tour, { catalogue }: CatalogueContext): Promise<Place[]> {
  return tour.state
    ? catalogue.loaders.placesByStateId.load(tour.state.databaseId)
    : catalogue.loaders.placesByCuratedTourId.load(tour.curated!.databaseId);
}

/** A state's card is one maintained row (at hand when read with the tour); a tour across states derives its own from its few places. */
export function derivedCardOf(tour: Tour, context: CatalogueContext): MaybePromise<DerivedCard> {
  let card = derivedCards.get(tour);
  if (card === undefined) {
    card = deriveCard(tour, context);
    derivedCards.set(tour, card);
  }
  return card;
}

function deriveCard(tour: Tour, context: CatalogueContext): MaybePromise<DerivedCard> {
  const { state } = tour;
  if (!state) return placesOf(tour, context).then((places) => derivedCardOfCuratedTour(tour.title, places));
  return readWhenReady(stateTourCardOf(tour, context.catalogue.loaders), (card) => derivedCardOfState(state.name, card));
}

export function cardOf(tour: Tour, context: CatalogueContext): MaybePromise<DerivedCard> {
  return readWhenReady(derivedCardOf(tour, context), (card) => withEdits(card, tour.state));
}

/** A route or attractions: the admin's, else the derived; whole, or cut to `length` from the card's first ones. */
export function cardText(text: CardText, tour: Tour, length: number | null, context: CatalogueContext): MaybePromise<string> {
  const written = tour.state ? text.writtenOf(tour.state) : null;
  if (length === null) return written ?? derivedTextsOf(tour, context).then(text.wholeOf);
  if (written !== null) return text.cutWritten(written, length);
  return readWhenReady(derivedCardOf(tour, context), (card) => text.cutDerived(card, length));
}

/** The whole route and attractions: a separate read, as a state's can name thousands of places. */
export async function derivedTextsOf(tour: Tour, context: CatalogueContext): Promise<TourTexts> {
  if (tour.state) return context.catalogue.loaders.tourTextsByStateId.load(tour.state.databaseId);
  return textsOfCuratedTour(await placesOf(tour, context));
}
