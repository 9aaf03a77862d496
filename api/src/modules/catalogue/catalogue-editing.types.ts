import { Field, ObjectType } from 'type-graphql';
import { UserErrorType, type UserErrorShape } from '../../graphql/user-error.js';
import { CatalogueErrorCode } from './catalogue.errors.js';
import { Place } from './place.entity.js';
import { Tour } from './tour.types.js';

export const CatalogueError = UserErrorType<CatalogueErrorCode>(
  CatalogueErrorCode,
  'CatalogueError',
  'An expected failure of a catalogue edit; `code` says which, `field` names the input field.',
);
export type CatalogueError = UserErrorShape<CatalogueErrorCode>;

const ERROR_CODES = 'Codes: REQUIRED, TOO_LONG, INVALID_PRICE, INVALID_IMAGE. Nothing is saved when there is one.';

@ObjectType({ description: 'The result of `updatePlace`.', simpleResolvers: true })
export class UpdatePlacePayload {
  @Field(() => Place, { nullable: true, description: 'The place as saved; null when `errors` is not empty.' })
  place: Place | null;

  @Field(() => [CatalogueError], { description: ERROR_CODES })
  errors: CatalogueError[];
}

@ObjectType({ description: 'The result of `updateTour`.', simpleResolvers: true })
export class UpdateTourPayload {
  @Field(() => Tour, { nullable: true, description: 'The tour as saved; null when `errors` is not empty.' })
  tour: Tour | null;

  @Field(() => [CatalogueError], { description: ERROR_CODES.replace(' INVALID_PRICE,', '') })
  errors: CatalogueError[];
}
