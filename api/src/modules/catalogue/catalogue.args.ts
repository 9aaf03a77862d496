import { ArgsType, Field, Int } from 'type-graphql';
import { IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { MAX_SEARCH_TEXT_LENGTH, MAX_SUGGESTIONS } from '../../graphql/limits.js';
import { PlaceFilter, PlaceOrder } from './catalogue.types.js';

@ArgsType()
export class PlacesArgs extends ConnectionArgs {
  @Field(() => PlaceFilter, { nullable: true, description: 'Narrows the list, e.g. to one state.' })
  @IsOptional()
  @ValidateNested()
  filter?: PlaceFilter | null;

  @Field(() => PlaceOrder, { nullable: true, description: 'Ordering; by title ascending when omitted.' })
  @IsOptional()
  orderBy?: PlaceOrder | null;
}

@ArgsType()
export class SuggestionsArgs {
  @Field(() => String, { description: 'What the user has typed; matched as a case-insensitive prefix. Blank text gives no suggestions.' })
  @MaxLength(MAX_SEARCH_TEXT_LENGTH)
  text: string;

  @Field(() => Int, { defaultValue: MAX_SUGGESTIONS, description: `How many suggestions at most, 1 to ${MAX_SUGGESTIONS}.` })
  @Min(1)
  @Max(MAX_SUGGESTIONS)
  first: number = MAX_SUGGESTIONS;
}
