import { In, type DataSource, type Repository } from 'typeorm';
import { NotFoundError } from '../../graphql/errors.js';
import type { Page } from '../../graphql/relay/connection.js';
import { readKeysetPage } from '../../graphql/relay/keyset.js';
import { fieldError } from '../../graphql/user-error.js';
import type { Actor } from '../../graphql/actor.js';
import { Role, assertAdmin, canReadAccount } from '../../graphql/viewer.js';
import { TripPlan } from './trip-plan.entity.js';
import { TripPlanErrorCode, tripPlanMessages } from './trip-plan.errors.js';
import { statusesBefore } from './trip-plan.rules.js';
import type { TripPlanStatus } from './trip-plan.status.js';
import type { TripPlanResult } from './trip-plan.service.js';

export interface TripPlanPageArgs {
  readonly first: number;
  readonly after?: string | null | undefined;
  readonly filter?: { readonly status?: TripPlanStatus | null | undefined } | null | undefined;
}

/** A plan is its planner's account's and the admins' (spec §6: the operator's desk); a visitor's plan is the admins' alone. */
export function canReadTripPlan({ viewer }: Actor, plan: TripPlan): boolean {
  return viewer?.role === Role.ADMIN || (plan.accountId !== null && canReadAccount(viewer, plan.accountId));
}

/*
 * One statement checks and moves, so of two admins moving a plan at once only a forward move applies:
 * the plan must still hold one of the statuses before the new one.
 */
const MOVE_STATUS_SQL = `
  UPDATE trip_plans SET status = $2, status_changed_at = now() WHERE id = $1 AND status = ANY($3::varchar[]) RETURNING id`;

/** The operator's desk: every plan, newest first, and their status. Admins only; takes the caller explicitly. */
export class TripPlanDeskService {
  private readonly plans: Repository<TripPlan>;

  constructor(private readonly dataSource: DataSource) {
    this.plans = dataSource.getRepository(TripPlan);
  }

  /** Every plan, newest first by id (ids grow with time), optionally of one status (its (status, id) index keeps any page cheap). */
  list(actor: Actor, { first, after, filter }: TripPlanPageArgs): Promise<Page<TripPlan>> {
    assertAdmin(actor);
    const query = this.plans.createQueryBuilder('plan');
    if (filter?.status) query.where('plan.status = :status', { status: filter.status });
    return readKeysetPage(query, {
      first,
      after,
      columns: ['plan.id'],
      columnTypes: ['number'],
      direction: 'DESC',
      cursorValues: (plan) => [plan.databaseId],
    });
  }

  /** Moves a plan forward (NEW → CONTACTED → CLOSED, or NEW → CLOSED); backwards or the same status is refused in `errors`. */
  async moveStatus(actor: Actor, databaseId: number, status: TripPlanStatus): Promise<TripPlanResult> {
    assertAdmin(actor);
    const [moved] = (await this.dataSource.query(MOVE_STATUS_SQL, [databaseId, status, statusesBefore(status)])) as [{ id: number }[], number];
    const plan = await this.plans.findOneBy({ databaseId });
    if (!plan) throw new NotFoundError(tripPlanMessages.notFound);
    if (moved.length > 0) return { tripPlan: plan, errors: [] };
    return { tripPlan: null, errors: [fieldError(TripPlanErrorCode.STATUS_NOT_FORWARD, tripPlanMessages.statusNotForward(plan.status, status), 'status')] };
  }

  /** Plans by id, unfiltered: callers apply `canReadTripPlan`. */
  findByIds(ids: readonly number[]): Promise<TripPlan[]> {
    return this.plans.findBy({ databaseId: In([...ids]) });
  }
}
