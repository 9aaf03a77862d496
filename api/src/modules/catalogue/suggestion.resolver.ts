import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Suggestion } from './catalogue.types.js';
import { Place } from './place.entity.js';

@Resolver(() => Suggestion)
export class SuggestionResolver {
  @FieldResolver(() => Place, { nullable: true, description: 'The suggested place (e.g. to link a review to it); null for a state.' })
  place(@Root() suggestion: Suggestion): Place | null {
    return suggestion.suggestedPlace;
  }
}
