import { Field, ObjectType } from 'type-graphql';
import { tripMessages } from '@india-tours/validation/trip-plans';
import { Connection } from '../../graphql/relay/connection.js';
import { UserErrorType, type UserErrorShape } from '../../graphql/user-error.js';
import { TripPlan } from './trip-plan.entity.js';
import { TripPlanErrorCode } from './trip-plan.errors.js';

@ObjectType({ description: 'A page of trip plans, newest first.', simpleResolvers: true })
export class TripPlanConnection extends Connection(TripPlan, 'TripPlan', 'A trip plan.') {}

export const TripPlanError = UserErrorType<TripPlanErrorCode>(
  TripPlanErrorCode,
  'TripPlanError',
  'An expected failure of sending a trip plan or moving its status; `code` says which, `field` names the input field.',
);
export type TripPlanError = UserErrorShape<TripPlanErrorCode>;

@ObjectType({ description: 'The result of `createTripPlan`.', simpleResolvers: true })
export class CreateTripPlanPayload {
  @Field(() => TripPlan, {
    nullable: true,
    description: `The plan as saved (status NEW), with its reference and estimate; null when \`errors\` is not empty. Show '${tripMessages.saved}' (spec §8).`,
  })
  tripPlan: TripPlan | null;

  @Field(() => [TripPlanError], {
    description:
      'Codes: UNKNOWN_STATE, REQUIRED, TOO_MANY, DUPLICATE (stateIds/stateNames); UNKNOWN_PLACE, TOO_MANY, DUPLICATE, PLACE_NOT_IN_STATES, TOTAL_TOO_LARGE (placeIds/placeTitles); TOO_LONG, TOO_MANY (coTravellers); INVALID_DATE, DATE_IN_PAST, DATE_TOO_FAR (arrivalDate); INVALID_DATE, DATE_IN_PAST, DEPARTURE_BEFORE_ARRIVAL, TRIP_TOO_LONG (departureDate); REQUIRED, INVALID_EMAIL (email). One per field, in form order. Nothing is saved or sent when there is one.',
  })
  errors: TripPlanError[];
}

@ObjectType({ description: 'The result of `updateTripPlanStatus`.', simpleResolvers: true })
export class UpdateTripPlanStatusPayload {
  @Field(() => TripPlan, { nullable: true, description: 'The plan with its new status; null when `errors` is not empty.' })
  tripPlan: TripPlan | null;

  @Field(() => [TripPlanError], { description: 'Codes: STATUS_NOT_FORWARD (backwards or the same status). Nothing changes when there is one.' })
  errors: TripPlanError[];
}
