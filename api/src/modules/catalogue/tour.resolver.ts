import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders.js';
import { PLACEHOLDER_ARTWORK, placeArtworkPath, tourPricePerPerson, tourStartingPrice } from './catalogue.rules.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import { DerivedTourCard, Tour, TourEdits, cardOfTour, derivedCardOfTour, editsOfTour, stateIdsOf } from './tour.types.js';

@Resolver(() => Tour)
export class TourResolver {
  private placesOf(tour: Tour, { catalogue }: CatalogueContext): Promise<Place[]> {
    return tour.state
      ? catalogue.loaders.placesByStateId.load(tour.state.databaseId)
      : catalogue.loaders.placesByCuratedTourId.load(tour.curated!.databaseId);
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
  async image(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    return cardOfTour(tour, await this.placesOf(tour, context)).image;
  }

  @FieldResolver(() => String, { description: 'Shipped artwork of the first place; show it when `image` fails to load.' })
  async fallbackImage(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    const [first] = await this.placesOf(tour, context);
    return first ? placeArtworkPath(first.slug) : PLACEHOLDER_ARTWORK;
  }

  @FieldResolver(() => String, {
    description:
      'The route an admin wrote, else the distinct destinations joined with " → ", returning to the first, e.g. "Agra → Varanasi → Agra"; a tour across states joins its cities ("Delhi → Agra → Jaipur → Delhi").',
  })
  async route(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    return cardOfTour(tour, await this.placesOf(tour, context)).route;
  }

  @FieldResolver(() => String, { description: 'The attractions an admin listed, else the distinct place titles, comma-joined.' })
  async attractions(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    return cardOfTour(tour, await this.placesOf(tour, context)).attractions;
  }

  @FieldResolver(() => DerivedTourCard, {
    description: "The title, image, route and attractions derived from the tour's places: what the card shows where no admin edited it.",
  })
  async derived(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<DerivedTourCard> {
    return derivedCardOfTour(tour, await this.placesOf(tour, context));
  }

  @FieldResolver(() => TourEdits, { description: "What an admin set with `updateTour`, field by field (null: derived); all null for a tour across states." })
  edits(@Root() tour: Tour): TourEdits {
    return editsOfTour(tour);
  }

  @FieldResolver(() => Int, {
    description:
      'Price of the tour per person, in whole rupees: the sum of the prices of its places (each place is priced per person). A booking costs this times the travellers (adults and children).',
  })
  async pricePerPerson(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<number> {
    return tourPricePerPerson(await this.placesOf(tour, context));
  }

  @FieldResolver(() => Int, {
    deprecationReason: 'Misleading as a tour price: a tour visits all its places. Use `pricePerPerson`.',
    description: 'Lowest price per person among its places, in whole rupees (0 without places).',
  })
  async startingPrice(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<number> {
    return tourStartingPrice(await this.placesOf(tour, context));
  }
}
