import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ADMINS_ONLY } from '../../graphql/auth-checker.js';
import type { BaseContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { databaseIdOfType } from '../../graphql/relay/global-id.js';
import { quotaText } from '../../graphql/submission-limits.js';
import { Role } from '../../graphql/viewer.js';
import { Place, State, type CatalogueContext } from '../catalogue/index.js';
import { TripPlan } from './trip-plan.entity.js';
import { tripPlanMessages } from './trip-plan.errors.js';
import { CreateTripPlanInput, TripPlanConnectionArgs, UpdateTripPlanStatusInput } from './trip-plan.inputs.js';
import type { TripPlansContext } from './trip-plan.loaders.js';
import { TRIP_PLAN_ADDRESS_QUOTA, TRIP_PLAN_EMAIL_QUOTA } from './trip-plan.rules.js';
import { CreateTripPlanPayload, TripPlanConnection, UpdateTripPlanStatusPayload } from './trip-plan.types.js';

type Context = BaseContext & TripPlansContext & CatalogueContext;

/** Database ids of global IDs of one type; an ID of anything else becomes 0, which names nothing (UNKNOWN_…). */
const databaseIdsOf = (ids: readonly string[], typeName: string) => ids.map((id) => databaseIdOfType(id, typeName) ?? 0);

@Resolver()
export class TripPlanResolver {
  @Mutation(() => CreateTripPlanPayload, {
    description: `Sends a trip plan (spec §3, §5 "Customize"); open to everyone (spec §6). Stores it with a reference and the estimate of the catalogue's current prices, mails the planner a summary and the operator the plan. Signed in, the plan is readable by the account later. Errors: RATE_LIMITED (with \`retryAfterSeconds\`) after ${quotaText(TRIP_PLAN_ADDRESS_QUOTA, 'plans')} from one address, or ${quotaText(TRIP_PLAN_EMAIL_QUOTA, 'plans')} for one email; broken rules come back in \`errors\` (and are not counted).`,
  })
  async createTripPlan(@Arg('input', () => CreateTripPlanInput, { description: 'The trip plan.' }) input: CreateTripPlanInput, @Ctx() context: Context) {
    const { stateIds, placeIds, ...rest } = input;
    const request = { ...rest, stateIds: databaseIdsOf(stateIds, 'State'), placeIds: databaseIdsOf(placeIds, 'Place') };
    return context.tripPlans.service.create(context.actor, request);
  }

  @Authorized(Role.ADMIN)
  @Query(() => TripPlanConnection, { description: `Every trip plan, newest first, optionally of one status: the operator's desk. ${ADMINS_ONLY}` })
  async tripPlans(@Args(() => TripPlanConnectionArgs) args: TripPlanConnectionArgs, @Ctx() { actor, tripPlans }: Context) {
    return TripPlanConnection.fromPage(await tripPlans.desk.list(actor, args));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => UpdateTripPlanStatusPayload, {
    description: `Moves a trip plan forward: NEW → CONTACTED → CLOSED (NEW → CLOSED too). ${ADMINS_ONLY} NOT_FOUND for an unknown ID; STATUS_NOT_FORWARD (backwards, or the same status) comes back in \`errors\`.`,
  })
  async updateTripPlanStatus(
    @Arg('input', () => UpdateTripPlanStatusInput, { description: 'The plan and its new status.' }) input: UpdateTripPlanStatusInput,
    @Ctx() { actor, tripPlans }: Context,
  ) {
    const databaseId = databaseIdOfType(input.id, 'TripPlan');
    if (databaseId === undefined) throw new NotFoundError(tripPlanMessages.notFound);
    return tripPlans.desk.moveStatus(actor, databaseId, input.status);
  }
}

@Resolver(() => TripPlan)
export class TripPlanFieldsResolver {
  @FieldResolver(() => [State], { description: 'The chosen states as the catalogue has them today; one deleted since is left out (`stateNames` keeps every name).' })
  async states(@Root() plan: TripPlan, @Ctx() { catalogue }: Context): Promise<State[]> {
    const states = await catalogue.loaders.stateById.loadMany(plan.stateIds);
    return states.filter((state): state is State => state instanceof State);
  }

  @FieldResolver(() => [Place], {
    description: 'The chosen places as the catalogue has them today (current title, price, image); one deleted since is left out (`placeTitles` keeps every title as chosen).',
  })
  async places(@Root() plan: TripPlan, @Ctx() { catalogue }: Context): Promise<Place[]> {
    const places = await catalogue.loaders.placeById.loadMany(plan.placeIds);
    return places.filter((place): place is Place => place instanceof Place);
  }
}
