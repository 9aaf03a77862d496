import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';

@Resolver(() => Place)
export class PlaceResolver {
  @FieldResolver(() => State, { description: 'The state or union territory the place is in.' })
  async state(@Root() place: Place, @Ctx() { catalogue }: CatalogueContext): Promise<State> {
    return place.state ?? (await catalogue.loaders.stateById.load(place.stateId))!;
  }
}
