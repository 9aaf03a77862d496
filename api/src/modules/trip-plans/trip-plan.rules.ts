import type { QuotaRule } from '../../db/submission-quota.js';
import { TripPlanStatus } from './trip-plan.status.js';

/** Plans one client address may send per window: a family planning together, not a flood. */
export const TRIP_PLAN_ADDRESS_QUOTA: QuotaRule = { kind: 'trip-plan-address', max: 5, windowSeconds: 10 * 60 };
/** Plans per email per window: each sends that inbox a summary, so nobody may flood a stranger's inbox. */
export const TRIP_PLAN_EMAIL_QUOTA: QuotaRule = { kind: 'trip-plan-email', max: 3, windowSeconds: 60 * 60 };

/** Totals are stored and answered as 32-bit integers of rupees; a larger party calls the operator. */
export const MAX_TOTAL_PRICE = 2_147_483_647;

const STATUS_ORDER = [TripPlanStatus.NEW, TripPlanStatus.CONTACTED, TripPlanStatus.CLOSED] as const;

/** The statuses a plan may move to `status` from: only earlier ones (forward only; never the same). */
export function statusesBefore(status: TripPlanStatus): TripPlanStatus[] {
  return STATUS_ORDER.slice(0, STATUS_ORDER.indexOf(status));
}
