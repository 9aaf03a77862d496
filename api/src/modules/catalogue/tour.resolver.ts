import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders.js';
import { PLACEHOLDER_ARTWORK, placeArtworkPath, tourCardOf, tourStartingPrice } from './catalogue.rules.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import { Tour } from './tour.types.js';

@Resolver(() => Tour)
export class TourResolver {
  private placesOf(tour: Tour, { catalogue }: CatalogueContext): Promise<Place[]> {
    return catalogue.loaders.placesByStateId.load(tour.state.databaseId);
  }

  @FieldResolver(() => [Place], { description: 'The places the tour visits, in order.' })
  places(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<Place[]> {
    return this.placesOf(tour, context);
  }

  @FieldResolver(() => State, { description: 'The state the tour covers.' })
  state(@Root() tour: Tour): State {
    return tour.state;
  }

  @FieldResolver(() => String, {
    description: 'The image an admin chose, else that of the first place of the tour: a path on this site or an absolute https URL.',
  })
  async image(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    return tourCardOf(tour.state, await this.placesOf(tour, context)).image;
  }

  @FieldResolver(() => String, { description: 'Shipped artwork of the first place; show it when `image` fails to load.' })
  async fallbackImage(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    const [first] = await this.placesOf(tour, context);
    return first ? placeArtworkPath(first.slug) : PLACEHOLDER_ARTWORK;
  }

  @FieldResolver(() => String, {
    description:
      'The route an admin wrote, else the distinct destinations joined with " → ", returning to the first, e.g. "Agra → Varanasi → Agra".',
  })
  async route(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    return tourCardOf(tour.state, await this.placesOf(tour, context)).route;
  }

  @FieldResolver(() => String, { description: 'The attractions an admin listed, else the distinct place titles, comma-joined.' })
  async attractions(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<string> {
    return tourCardOf(tour.state, await this.placesOf(tour, context)).attractions;
  }

  @FieldResolver(() => Int, { description: 'Lowest price per person among its places, in whole rupees (0 without places).' })
  async startingPrice(@Root() tour: Tour, @Ctx() context: CatalogueContext): Promise<number> {
    return tourStartingPrice(await this.placesOf(tour, context));
  }
}
