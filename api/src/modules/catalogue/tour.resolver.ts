import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import { derivedCardOfCuratedTour, derivedCardOfState, withEdits, type DerivedCard } from './tour-card.js';
import { DerivedTourCard, Tour, TourEdits, derivedTourCardOf, editsOfTour, stateIdsOf } from './tour.types.js';

@Resolver(() => Tour)
export class TourResolver {
  private placesOf(tour: Tour, { catalogue }: CatalogueContext): Promise<Place[]> {
    return tour.state
      ? catalogue.loaders.placesByStateId.load(tour.state.databaseId)
      : catalogue.loaders.placesByCuratedTourId.load(tour.curated!.databaseId);
  }

  /** A state's card is one maintained row; a tour across states derives its own from its few places. */
  private async derivedCardOf(tour: Tour, context: CatalogueContext): Promise<DerivedCard> {
    if (tour.state) return derivedCardOfState(tour.state.name, await context.catalogue.loaders.tourCardByStateId.load(tour.state.databaseId));
    return derivedCardOfCuratedTour(tour.title, await this.placesOf(tour, context));
  }

  private async cardOf(tour: Tour, context: CatalogueContext): Promise<DerivedCard> {
    return withEdits(await this.derivedCardOf(tour, context), tour.state);
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
    return (await this.cardOf(tour, context)).image;
  }

  @FieldResolver(() => String, { description: 'Shipped artwork of the first place; show it when `image` fails to load.' })
  async fallbackImage(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    return (await this.derivedCardOf(tour, context)).fallbackImage;
  }

  @FieldResolver(() => String, {
    description:
      'The route an admin wrote, else the distinct destinations joined with " → ", returning to the first, e.g. "Agra → Varanasi → Agra"; a tour across states joins its cities ("Delhi → Agra → Jaipur → Delhi").',
  })
  async route(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    return (await this.cardOf(tour, context)).route;
  }

  @FieldResolver(() => String, { description: 'The attractions an admin listed, else the distinct place titles, comma-joined.' })
  async attractions(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    return (await this.cardOf(tour, context)).attractions;
  }

  @FieldResolver(() => DerivedTourCard, {
    description: "The title, image, route and attractions derived from the tour's places: what the card shows where no admin edited it.",
  })
  async derived(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<DerivedTourCard> {
    return derivedTourCardOf(await this.derivedCardOf(tour, context));
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
    return (await this.derivedCardOf(tour, context)).pricePerPerson;
  }

  @FieldResolver(() => Int, {
    deprecationReason: 'Misleading as a tour price: a tour visits all its places. Use `pricePerPerson`.',
    description: 'Lowest price per person among its places, in whole rupees (0 without places).',
  })
  async startingPrice(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<number> {
    return (await this.derivedCardOf(tour, context)).startingPrice;
  }
}
