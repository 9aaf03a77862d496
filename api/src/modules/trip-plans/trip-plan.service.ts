import { normalizeEmail } from '@india-tours/validation';
import { namedCoTravellers, type TripEstimate } from '@india-tours/validation/trip-plans';
import type { DataSource, EntityManager } from 'typeorm';
import { readableReferences } from '../../db/readable-reference.js';
import type { Actor } from '../../graphql/actor.js';
import { admitOrThrow, senderQuotaChecks, type SenderQuotas } from '../../graphql/submission-limits.js';
import { tripPlanOperatorMail, tripPlanSummaryMail, type MailQueue } from '../mail/index.js';
import { findTripPlanChoice, type TripPlanCatalogue, type TripPlanChoice, type TripPlanChoiceRequest } from './trip-plan-choice.js';
import { TripPlan } from './trip-plan.entity.js';
import { tripPlanMessages } from './trip-plan.errors.js';
import type { TripPlanError } from './trip-plan.types.js';
import { estimateOf, tripPlanErrors, type TripPlanForm } from './trip-plan.validation.js';

/** Trip plan references: "TP-" and 8 characters (e.g. "TP-7KQ2M9XD"), in both mails and on screen. */
export const tripPlanReferences = readableReferences('TP-');

/** A plan as sent; the email is optional for a signed-in planner. */
export interface TripPlanRequest extends TripPlanChoiceRequest {
  readonly coTravellers: readonly string[];
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly email?: string | null | undefined;
}

export interface TripPlanResult {
  readonly tripPlan: TripPlan | null;
  readonly errors: TripPlanError[];
}

export interface TripPlanServiceOptions extends SenderQuotas {
  readonly dataSource: DataSource;
  readonly catalogue: TripPlanCatalogue;
  readonly mailQueue: MailQueue;
  /** Receives every plan; none when undefined. */
  readonly operatorEmail?: string | undefined;
  readonly now?: () => Date;
}

/*
 * The account is read in the statement: if it was deleted since the session was read, the plan is a
 * visitor's. A reference already taken (once in 10¹² draws) inserts nothing and the caller draws again.
 */
const INSERT_PLAN_SQL = `
  INSERT INTO trip_plans (reference, email, account_id, arrival_date, departure_date, state_ids, state_names, place_ids, place_titles,
    co_travellers, route, days, travellers, price_per_person, total_price)
  VALUES ($1, $2, (SELECT id FROM users WHERE id = $3), $4::date, $5::date, $6::int[], $7::text[], $8::int[], $9::text[], $10::text[], $11, $12, $13, $14, $15)
  ON CONFLICT (reference) DO NOTHING
  RETURNING id`;

function planValues(form: TripPlanForm, choice: TripPlanChoice, estimate: TripEstimate, accountId: number | null) {
  const chosen = [
    choice.states.map((state) => state.databaseId), choice.states.map((state) => state.name),
    choice.places.map((place) => place.databaseId), choice.places.map((place) => place.title),
  ];
  // The rules passed, so both dates are dates in order and `days` is a number.
  const figures = [estimate.route, estimate.days!, estimate.travellers, estimate.pricePerPerson, estimate.totalPrice];
  const coTravellers = namedCoTravellers(form.coTravellers);
  return (reference: string) => [reference, normalizeEmail(form.email), accountId, form.arrivalDate, form.departureDate, ...chosen, coTravellers, ...figures];
}

/** Sending trip plans (spec §3, §5 "Customize"). Takes the planner explicitly, as the Actor; knows nothing of GraphQL or HTTP. */
export class TripPlanService {
  private readonly now: () => Date;

  constructor(private readonly options: TripPlanServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Open to everyone (spec §6). Checks every rule (a broken rule is not counted), then in one
   * transaction admits the plan under both throttles, stores it with the estimate of the catalogue's
   * current prices and queues the operator's mail and the planner's summary: all or none, so a refused
   * or failed plan is not counted either. A signed-in planner's plan is their account's, and goes to its email when none is typed.
   */
  async create(actor: Actor, request: TripPlanRequest): Promise<TripPlanResult> {
    const account = await actor.account();
    const form: TripPlanForm = { ...request, email: request.email?.trim() || account?.email || '' };
    const choice = await findTripPlanChoice(this.options.catalogue, form);
    const errors = tripPlanErrors(form, choice, this.now());
    if (errors.length > 0) return { tripPlan: null, errors };
    const { estimate, errors: totalErrors } = estimateOf(form, choice);
    if (totalErrors.length > 0) return { tripPlan: null, errors: totalErrors };
    const parametersWith = planValues(form, choice, estimate, account?.id ?? null);
    const tripPlan = await this.options.dataSource.transaction(async (manager) => {
      await admitOrThrow(
        manager,
        senderQuotaChecks(this.options, { clientAddress: actor.clientAddress, email: normalizeEmail(form.email) }, {
          fromAddress: tripPlanMessages.tooManyFromAddress,
          forEmail: tripPlanMessages.tooManyForEmail,
        }),
      );
      return this.save(manager, parametersWith);
    });
    this.options.mailQueue.notify();
    return { tripPlan, errors: [] };
  }

  private async save(manager: EntityManager, parametersWith: (reference: string) => unknown[]): Promise<TripPlan> {
    const inserted = await tripPlanReferences.insertWithNewReference(
      async (reference) => ((await manager.query(INSERT_PLAN_SQL, parametersWith(reference))) as { id: number }[])[0],
    );
    return this.queueMails(manager, await manager.findOneByOrFail(TripPlan, { databaseId: inserted.id }));
  }

  private async queueMails(manager: EntityManager, plan: TripPlan): Promise<TripPlan> {
    const { mailQueue, operatorEmail } = this.options;
    plan.summaryMailId = await mailQueue.enqueue(manager, tripPlanSummaryMail(plan));
    plan.operatorMailId = operatorEmail ? await mailQueue.enqueue(manager, tripPlanOperatorMail(plan, operatorEmail)) : null;
    await manager.query('UPDATE trip_plans SET summary_mail_id = $2, operator_mail_id = $3 WHERE id = $1', [plan.databaseId, plan.summaryMailId, plan.operatorMailId]);
    return plan;
  }
}
