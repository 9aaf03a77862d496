import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { IsOptional, ValidateNested } from 'class-validator';
import { MAX_DAYS_AHEAD, MAX_TRIP_DAYS } from '@india-tours/validation/dates';
import { CO_TRAVELLER_NAME_MAX_LENGTH, MAX_CO_TRAVELLERS, MAX_PLACES, MAX_STATES } from '@india-tours/validation/trip-plans';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { TripPlanStatus } from './trip-plan.status.js';

/*
 * No size or format checks here (the dates are text, as the booking form's): every rule runs in the
 * service and comes back as a payload error beside its field. The request body limit bounds the rest.
 */

const GIVE_IDS_OR_NAMES = `Give the states by ID or by name (or both: they are added together), at most ${MAX_STATES} in all.`;

@InputType({
  description:
    `The trip planner (spec §3, §5 "Customize"): 1 to ${MAX_STATES} states, at most ${MAX_PLACES} places and only from those states, no state or place twice, arrival from today (IST) to ${MAX_DAYS_AHEAD} days ahead, departure not before arrival and at most ${MAX_TRIP_DAYS} days after it, an email.`,
})
export class CreateTripPlanInput {
  @Field(() => [ID], { defaultValue: [], description: `Global IDs of the chosen states (\`State.id\`), in order. ${GIVE_IDS_OR_NAMES}` })
  stateIds: string[];

  @Field(() => [String], {
    defaultValue: [],
    description: `Names of the chosen states, any letter case (the legacy REST call names them). ${GIVE_IDS_OR_NAMES} Blank names are ignored.`,
  })
  stateNames: string[];

  @Field(() => [ID], { defaultValue: [], description: `Global IDs of the chosen places (\`Place.id\`), each in one of the chosen states, in order. Give places by ID or by title (or both), at most ${MAX_PLACES} in all.` })
  placeIds: string[];

  @Field(() => [String], {
    defaultValue: [],
    description: 'Titles of the chosen places, any letter case (the legacy REST call names them); a title is matched among the places of the chosen states first. Blank titles are ignored.',
  })
  placeTitles: string[];

  @Field(() => [String], {
    defaultValue: [],
    description: `Names of the people travelling with the planner: a blank one is ignored (spec §5); at most ${MAX_CO_TRAVELLERS}, each at most ${CO_TRAVELLER_NAME_MAX_LENGTH} characters.`,
  })
  coTravellers: string[];

  @Field(() => String, {
    description: `First day of the trip, YYYY-MM-DD: from today in India (IST) to ${MAX_DAYS_AHEAD} days ahead. A malformed date is INVALID_DATE in \`errors\`.`,
  })
  arrivalDate: string;

  @Field(() => String, { description: `Last day of the trip, YYYY-MM-DD: not before the arrival date (nor today), at most ${MAX_TRIP_DAYS} days after it.` })
  departureDate: string;

  @Field(() => String, {
    nullable: true,
    description: "Where the operator replies and the summary is mailed. Required for a visitor; when signed in, the account's email when omitted or blank.",
  })
  email?: string | null;
}

@InputType({ description: "An admin's move of a trip plan to a later status." })
export class UpdateTripPlanStatusInput {
  @Field(() => ID, { description: 'Global ID of the trip plan.' })
  id: string;

  @Field(() => TripPlanStatus, { description: 'The new status: later than the current one (NEW → CONTACTED → CLOSED; NEW → CLOSED too).' })
  status: TripPlanStatus;
}

@InputType({ description: 'Which trip plans a list holds.' })
export class TripPlanFilter {
  @Field(() => TripPlanStatus, { nullable: true, description: 'Only plans with this status; every status when omitted.' })
  @IsOptional()
  status?: TripPlanStatus | null;
}

@ArgsType()
export class TripPlanConnectionArgs extends ConnectionArgs {
  @Field(() => TripPlanFilter, { nullable: true, description: 'Which trip plans; all by default.' })
  @IsOptional()
  @ValidateNested()
  filter?: TripPlanFilter | null;
}
