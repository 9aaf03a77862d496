import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import { Tour } from './tour.types.js';

@Resolver(() => State)
export class StateResolver {
  @FieldResolver(() => [Place], { description: 'Every place of the state, in display order.' })
  places(@Root() state: State, @Ctx() { catalogue }: CatalogueContext): Promise<Place[]> {
    return catalogue.loaders.placesByStateId.load(state.databaseId);
  }

  @FieldResolver(() => Tour, { description: 'The special tour derived from this state.' })
  tour(@Root() state: State): Tour {
    return new Tour(state);
  }
}
