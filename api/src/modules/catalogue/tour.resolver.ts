import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { readWhenReady, type MaybePromise } from '../../graphql/execution/maybe-promise.js';
import type { CatalogueContext } from './catalogue.loaders.js';
import { writtenAttractions } from './catalogue.rules.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import {
  ATTRACTIONS_TEXT,
  cardOf,
  cardText,
  derivedCardOf,
  derivedTextsOf,
  placesOf,
  previewLength,
  previewLengthDescription,
  ROUTE_TEXT,
} from './tour-card-reads.js';
import { DerivedTourCard, Tour, TourEdits, derivedTourCardOf, editsOfTour, stateIdsOf } from './tour.types.js';

@Resolver(() => Tour)
export class TourResolver {
  @FieldResolver(() => [Place], { description: 'The places the tour visits, in order.' })
  places(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<Place[]> {
    return placesOf(tour, context);
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
    const stateIds = stateIdsOf(tour, await placesOf(tour, context));
    const states = await context.catalogue.loaders.stateById.loadMany(stateIds);
    return states.filter((state): state is State => state instanceof State);
  }

  @FieldResolver(() => String, {
    description: 'The image an admin chose, else that of the first place of the tour: a path on this site or an absolute https URL.',
  })
  image(@Root() tour: Tour, @Ctx() context: CatalogueContext): MaybePromise<string> {
    return readWhenReady(cardOf(tour, context), (card) => card.image);
  }

  @FieldResolver(() => String, { description: 'Shipped artwork of the first place; show it when `image` fails to load.' })
  fallbackImage(@Root() tour: Tour, @Ctx() context: CatalogueContext): MaybePromise<string> {
    return readWhenReady(derivedCardOf(tour, context), (card) => card.fallbackImage);
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
    return cardText(ROUTE_TEXT, tour, previewLength(first), context);
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
    return cardText(ATTRACTIONS_TEXT, tour, previewLength(first), context);
  }

  @FieldResolver(() => Int, { description: 'How many attractions `attractions` lists (those an admin wrote: their comma-separated items).' })
  attractionCount(@Root() tour: Tour, @Ctx() context: CatalogueContext): MaybePromise<number> {
    const written = tour.state?.tourAttractions ?? null;
    return written === null ? readWhenReady(derivedCardOf(tour, context), (card) => card.attractionCount) : writtenAttractions(written).length;
  }

  @FieldResolver(() => DerivedTourCard, {
    description: "The title, image, route and attractions derived from the tour's places: what the card shows where no admin edited it.",
  })
  async derived(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<DerivedTourCard> {
    const [{ title, image }, { route, attractions }] = await Promise.all([derivedCardOf(tour, context), derivedTextsOf(tour, context)]);
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
    return readWhenReady(derivedCardOf(tour, context), (card) => card.pricePerPerson);
  }

  @FieldResolver(() => Int, {
    deprecationReason: 'Misleading as a tour price: a tour visits all its places. Use `pricePerPerson`.',
    description: 'Lowest price per person among its places, in whole rupees (0 without places).',
  })
  startingPrice(@Root() tour: Tour, @Ctx() context: CatalogueContext): MaybePromise<number> {
    return readWhenReady(derivedCardOf(tour, context), (card) => card.startingPrice);
  }
}
