import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { BadUserInputError } from '../../graphql/errors.js';
import { readWhenReady, type MaybePromise } from '../../graphql/execution/maybe-promise.js';
import { stateTourCardOf, type CatalogueContext } from './catalogue.loaders.js';
import { abridgedAttractions, abridgedRoute, abridgedWrittenAttractions, abridgedWrittenRoute, writtenAttractions } from './catalogue.rules.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import {
  CARD_PREVIEW_MAX,
  derivedCardOfCuratedTour,
  derivedCardOfState,
  textsOfCuratedTour,
  withEdits,
  type DerivedCard,
  type TourTexts,
} from './tour-card.js';
import { DerivedTourCard, Tour, TourEdits, derivedTourCardOf, editsOfTour, stateIdsOf } from './tour.types.js';

/** Each tour's derived card, worked out once for all the card's fields (a tour object lives one request). */
const derivedCards = new WeakMap<Tour, MaybePromise<DerivedCard>>();

const PREVIEW_LENGTH_RULE = `first must be a whole number from 1 to ${CARD_PREVIEW_MAX}.`;

/** `first` of `route` and `attractions` (undefined when left out): null for the whole text, else checked against what the card keeps. */
function previewLength(first: number | null | undefined): number | null {
  if (first == null) return null;
  if (first < 1 || first > CARD_PREVIEW_MAX) throw new BadUserInputError(PREVIEW_LENGTH_RULE);
  return first;
}

const previewLengthDescription = (what: string, whole: string) => `How many ${what}, 1 to ${CARD_PREVIEW_MAX} (a card's preview); omit it for ${whole}.`;

/** How `route` and `attractions` read, each from the admin's text, the whole derived one, or the card's first ones. */
interface CardText {
  writtenOf(state: State): string | null;
  wholeOf(texts: TourTexts): string;
  cutWritten(written: string, length: number): string;
  cutDerived(card: DerivedCard, length: number): string;
}

const ROUTE_TEXT: CardText = {
  writtenOf: (state) => state.tourRoute,
  wholeOf: (texts) => texts.route,
  cutWritten: abridgedWrittenRoute,
  cutDerived: (card, length) => abridgedRoute(card.firstDestinations, card.destinationCount, length),
};

const ATTRACTIONS_TEXT: CardText = {
  writtenOf: (state) => state.tourAttractions,
  wholeOf: (texts) => texts.attractions,
  cutWritten: abridgedWrittenAttractions,
  cutDerived: (card, length) => abridgedAttractions(card.firstAttractions, length),
};

@Resolver(() => Tour)
export class TourResolver {
  private placesOf(tour: Tour, { catalogue }: CatalogueContext): Promise<Place[]> {
    return tour.state
      ? catalogue.loaders.placesByStateId.load(tour.state.databaseId)
      : catalogue.loaders.placesByCuratedTourId.load(tour.curated!.databaseId);
  }

  /** A state's card is one maintained row (at hand when read with the tour); a tour across states derives its own from its few places. */
  private derivedCardOf(tour: Tour, context: CatalogueContext): MaybePromise<DerivedCard> {
    let card = derivedCards.get(tour);
    if (card === undefined) {
      card = this.deriveCard(tour, context);
      derivedCards.set(tour, card);
    }
    return card;
  }

  private deriveCard(tour: Tour, context: CatalogueContext): MaybePromise<DerivedCard> {
    const { state } = tour;
    if (!state) return this.placesOf(tour, context).then((places) => derivedCardOfCuratedTour(tour.title, places));
    return readWhenReady(stateTourCardOf(tour, context.catalogue.loaders), (card) => derivedCardOfState(state.name, card));
  }

  private cardOf(tour: Tour, context: CatalogueContext): MaybePromise<DerivedCard> {
    return readWhenReady(this.derivedCardOf(tour, context), (card) => withEdits(card, tour.state));
  }

  /** A route or attractions: the admin's, else the derived; whole, or cut to `length` from the card's first ones. */
  private cardText(text: CardText, tour: Tour, length: number | null, context: CatalogueContext): MaybePromise<string> {
    const written = tour.state ? text.writtenOf(tour.state) : null;
    if (length === null) return written ?? this.derivedTextsOf(tour, context).then(text.wholeOf);
    if (written !== null) return text.cutWritten(written, length);
    return readWhenReady(this.derivedCardOf(tour, context), (card) => text.cutDerived(card, length));
  }

  /** The whole route and attractions: a separate read, as a state's can name thousands of places. */
  private async derivedTextsOf(tour: Tour, context: CatalogueContext): Promise<TourTexts> {
    if (tour.state) return context.catalogue.loaders.tourTextsByStateId.load(tour.state.databaseId);
    return textsOfCuratedTour(await this.placesOf(tour, context));
  }

  @FieldResolver(() => [Place], { description: 'The places the tour visits, in order.' })
  places(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<Place[]> {
    return this.placesOf(tour, context);
  }

  @FieldResolver(() => State, {
    nullable: true,
    description: "The state a state's tour covers; null for a tour across states (see `states`).",
  })
  state(@Root() tour: Tour): State | null {
    return tour.state;
  }

  @FieldResolver(() => [State], { description: 'The states the tour visits, in the order of its places.' })
  async states(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<State[]> {
    const stateIds = stateIdsOf(tour, await this.placesOf(tour, context));
    const states = await context.catalogue.loaders.stateById.loadMany(stateIds);
    return states.filter((state): state is State => state instanceof State);
  }

  @FieldResolver(() => String, {
    description: 'The image an admin chose, else that of the first place of the tour: a path on this site or an absolute https URL.',
  })
  image(@Root() tour: Tour, @Ctx() context: CatalogueContext): MaybePromise<string> {
    return readWhenReady(this.cardOf(tour, context), (card) => card.image);
  }

  @FieldResolver(() => String, { description: 'Shipped artwork of the first place; show it when `image` fails to load.' })
  fallbackImage(@Root() tour: Tour, @Ctx() context: CatalogueContext): MaybePromise<string> {
    return readWhenReady(this.derivedCardOf(tour, context), (card) => card.fallbackImage);
  }

  @FieldResolver(() => String, {
    description:
      'The route an admin wrote, else the distinct destinations joined with " → ", returning to the first, e.g. "Agra → Varanasi → Agra"; a tour across states joins its cities ("Delhi → Agra → Jaipur → Delhi"). With `first`, a longer route is cut after that many stops: "Agra → Varanasi → … → Agra".',
  })
  route(
    @Root() tour: Tour,
    @Arg('first', () => Int, { nullable: true, description: previewLengthDescription('stops before the cut', 'the whole route') }) first: number | null | undefined,
    @Ctx() context: CatalogueContext,
  ): MaybePromise<string> {
    return this.cardText(ROUTE_TEXT, tour, previewLength(first), context);
  }

  @FieldResolver(() => String, {
    description:
      'The attractions an admin listed, else the distinct place titles, comma-joined. With `first`, only the first ones (`attractionCount` says how many there are).',
  })
  attractions(
    @Root() tour: Tour,
    @Arg('first', () => Int, { nullable: true, description: previewLengthDescription('attractions to list', 'all of them') }) first: number | null | undefined,
    @Ctx() context: CatalogueContext,
  ): MaybePromise<string> {
    return this.cardText(ATTRACTIONS_TEXT, tour, previewLength(first), context);
  }

  @FieldResolver(() => Int, { description: 'How many attractions `attractions` lists (those an admin wrote: their comma-separated items).' })
  attractionCount(@Root() tour: Tour, @Ctx() context: CatalogueContext): MaybePromise<number> {
    const written = tour.state?.tourAttractions ?? null;
    return written === null ? readWhenReady(this.derivedCardOf(tour, context), (card) => card.attractionCount) : writtenAttractions(written).length;
  }

  @FieldResolver(() => DerivedTourCard, {
    description: "The title, image, route and attractions derived from the tour's places: what the card shows where no admin edited it.",
  })
  async derived(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<DerivedTourCard> {
    const [{ title, image }, { route, attractions }] = await Promise.all([this.derivedCardOf(tour, context), this.derivedTextsOf(tour, context)]);
    return derivedTourCardOf({ title, image, route, attractions });
  }

  @FieldResolver(() => TourEdits, { description: "What an admin set with `updateTour`, field by field (null: derived); all null for a tour across states." })
  edits(@Root() tour: Tour): TourEdits {
    return editsOfTour(tour);
  }

  @FieldResolver(() => Int, {
    description:
      'Price of the tour per person, in whole rupees: the sum of the prices of its places (each place is priced per person). A booking costs this times the travellers (adults and children).',
  })
  pricePerPerson(@Root() tour: Tour, @Ctx() context: CatalogueContext): MaybePromise<number> {
    return readWhenReady(this.derivedCardOf(tour, context), (card) => card.pricePerPerson);
  }

  @FieldResolver(() => Int, {
    deprecationReason: 'Misleading as a tour price: a tour visits all its places. Use `pricePerPerson`.',
    description: 'Lowest price per person among its places, in whole rupees (0 without places).',
  })
  startingPrice(@Root() tour: Tour, @Ctx() context: CatalogueContext): MaybePromise<number> {
    return readWhenReady(this.derivedCardOf(tour, context), (card) => card.startingPrice);
  }
}
