import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import { Suggestion } from './catalogue.types.js';

@Resolver(() => Place)
export class PlaceResolver {
  @FieldResolver(() => State, { description: 'The state or union territory the place is in.' })
  async state(@Root() place: Place, @Ctx() { catalogue }: CatalogueContext): Promise<State> {
    return place.state ?? (await catalogue.loaders.stateById.load(place.stateId))!;
  }
}

@Resolver(() => Suggestion)
export class SuggestionResolver {
  @FieldResolver(() => Place, { nullable: true, description: 'The suggested place (e.g. to link a review to it); null for a state.' })
  async place(@Root() suggestion: Suggestion, @Ctx() { catalogue }: CatalogueContext): Promise<Place | null> {
    return suggestion.placeDatabaseId === null ? null : ((await catalogue.loaders.placeById.load(suggestion.placeDatabaseId)) ?? null);
  }
}
