import type { BaseContext } from '../../graphql/context.js';
import type { NodeFetchers } from '../../graphql/relay/node.js';
import { canReadTripPlan } from './trip-plan-desk.service.js';
import { TripPlan } from './trip-plan.entity.js';
import type { TripPlansContext } from './trip-plan.loaders.js';
import { TripPlanFieldsResolver, TripPlanResolver } from './trip-plan.resolver.js';

export { TripPlanService } from './trip-plan.service.js';
export { TripPlanDeskService } from './trip-plan-desk.service.js';
export { TRIP_PLAN_ADDRESS_QUOTA, TRIP_PLAN_EMAIL_QUOTA } from './trip-plan.rules.js';
export { createTripPlanLoaders, type TripPlansContext } from './trip-plan.loaders.js';

export const tripPlanEntities = [TripPlan];
export const tripPlanResolvers = [TripPlanResolver, TripPlanFieldsResolver] as const;

/** A plan is readable by admins and by the account that sent it; to anyone else it does not exist (NOT_FOUND, as a missing one). */
export const tripPlanNodeFetchers: NodeFetchers<BaseContext & TripPlansContext> = {
  TripPlan: async (id, { actor, tripPlans }) => {
    const plan = await tripPlans.loaders.tripPlanById.load(id);
    return plan && canReadTripPlan(actor, plan) ? plan : null;
  },
};
