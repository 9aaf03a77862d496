import DataLoader from 'dataloader';
import type { TripPlanDeskService } from './trip-plan-desk.service.js';
import type { TripPlan } from './trip-plan.entity.js';
import type { TripPlanService } from './trip-plan.service.js';

/** Per request: `nodes(ids:)` over many plans costs one query. */
export function createTripPlanLoaders(desk: TripPlanDeskService) {
  return {
    tripPlanById: new DataLoader<number, TripPlan | undefined>(async (ids) => {
      const byId = new Map((await desk.findByIds(ids)).map((plan) => [plan.databaseId, plan]));
      return ids.map((id) => byId.get(id));
    }),
  };
}

export interface TripPlansContext {
  readonly tripPlans: {
    /** Sending plans (everyone). */
    readonly service: TripPlanService;
    /** The operator's desk (admins). */
    readonly desk: TripPlanDeskService;
    readonly loaders: ReturnType<typeof createTripPlanLoaders>;
  };
}
