import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { placeOf, type CatalogueContext } from './catalogue.loaders.js';
import { Suggestion } from './catalogue.types.js';
import { Place } from './place.entity.js';

@Resolver(() => Suggestion)
export class SuggestionResolver {
  @FieldResolver(() => Place, { nullable: true, description: 'The suggested place (e.g. to link a review to it); null for a state.' })
  async place(@Root() suggestion: Suggestion, @Ctx() { catalogue }: CatalogueContext): Promise<Place | null> {
    return placeOf(suggestion.placeDatabaseId, catalogue.loaders);
  }
}
