import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { ID } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { Connection } from '../../graphql/relay/connection.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import { Tour } from './tour.types.js';

@ObjectType({ description: 'A page of states and union territories, ordered by name.', simpleResolvers: true })
export class StateConnection extends Connection(State, 'State', 'A state or union territory.') {}

@ObjectType({ description: 'A page of places.', simpleResolvers: true })
export class PlaceConnection extends Connection(Place, 'Place', 'A place to visit.') {}

@ObjectType({ description: 'A page of special tours, one per state, ordered by state name.', simpleResolvers: true })
export class TourConnection extends Connection(Tour, 'Tour', 'The special tour of a state.') {}

export enum PlaceOrderField {
  TITLE = 'TITLE',
  PRICE = 'PRICE',
}
registerEnumType(PlaceOrderField, {
  name: 'PlaceOrderField',
  description: 'What places can be ordered by.',
  valuesConfig: {
    TITLE: { description: 'Alphabetically by title.' },
    PRICE: { description: 'By price per person.' },
  },
});

export enum OrderDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(OrderDirection, {
  name: 'OrderDirection',
  description: 'Sort direction.',
  valuesConfig: { ASC: { description: 'Smallest first.' }, DESC: { description: 'Largest first.' } },
});

@InputType({ description: 'How to order a list of places.' })
export class PlaceOrder {
  @Field(() => PlaceOrderField, { description: 'The sort key.' })
  field: PlaceOrderField;

  @Field(() => OrderDirection, { defaultValue: OrderDirection.ASC, description: 'The sort direction.' })
  direction: OrderDirection = OrderDirection.ASC;
}

@InputType({ description: 'Which places to list. Both fields narrow to one state; give either.' })
export class PlaceFilter {
  @Field(() => ID, { nullable: true, description: 'Global ID of a state.' })
  @IsOptional()
  @MaxLength(64)
  stateId?: string | null;

  @Field(() => String, { nullable: true, description: 'Slug of a state, e.g. `kerala`.' })
  @IsOptional()
  @MaxLength(120)
  stateSlug?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Only the home page's highlights (true) or only the others (false)." })
  @IsOptional()
  featured?: boolean | null;
}

@ObjectType({ description: 'Search matches in one state.', simpleResolvers: true })
export class SearchGroup {
  @Field(() => State, { description: 'The state the matches belong to.' })
  state: State;

  @Field(() => [Place], { description: 'The matching places of that state, in display order.' })
  places: Place[];
}

export enum SuggestionType {
  STATE = 'STATE',
  PLACE = 'PLACE',
}
registerEnumType(SuggestionType, {
  name: 'SuggestionType',
  description: 'What a search suggestion points at.',
  valuesConfig: {
    STATE: { description: 'A state or union territory; the label is its name.' },
    PLACE: { description: 'A place; the label is its title.' },
  },
});

@ObjectType({ description: 'A search-box suggestion.', simpleResolvers: true })
export class Suggestion {
  @Field(() => String, { description: 'Text to show and to search for.' })
  label: string;

  @Field(() => SuggestionType, { description: 'Whether it is a state or a place.' })
  type: SuggestionType;

  @Field(() => String, { description: 'Slug of the suggested state or place.' })
  slug: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Where a place is, to tell it apart from places of the same name: its city and state, e.g. "Ranchi, Jharkhand". Null for a state.',
  })
  context: string | null;

  /** The suggested place (null for a state), whole or only what the suggestion holds of it (`SearchService.suggest`). */
  suggestedPlace: Place | null;
}
