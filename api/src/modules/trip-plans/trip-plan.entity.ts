import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { TripEstimate } from './trip-estimate.types.js';
import { TripPlanStatus } from './trip-plan.status.js';

/**
 * A trip plan from the planner (spec §3), with a copy of what was chosen and its estimate as they read
 * when it was sent. BEWARE: the email and the co-travellers' names are personal data: a plan is
 * reachable only by admins, by the account that sent it, and in the answer to whoever just sent it.
 */
@Entity({ name: 'trip_plans' })
@ObjectType({
  implements: Node,
  description: 'A customised trip a traveller asked for (spec §3). Readable by admins and by the signed-in account that sent it.',
  simpleResolvers: true,
})
export class TripPlan implements Node {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer' })
  @Field(() => Int, { description: 'Primary key in the database; the legacy REST API calls it `_id`.' })
  databaseId: number;

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`).' })
  get id(): string {
    return toGlobalId('TripPlan', this.databaseId);
  }

  @Column({ type: 'varchar', length: 11 })
  @Field(() => String, {
    description: 'The reference to quote over the phone: "TP-" and 8 characters from 2–9 and A–Z without I and O (e.g. "TP-7KQ2M9XD"). Random and unique.',
  })
  reference: string;

  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: "Where the operator replies: the email typed, or the signed-in planner's account email when none was; lower-cased." })
  email: string;

  /** The signed-in account that sent it; null for a visitor's plan (or once that account is deleted). Never exposed. */
  @Column({ name: 'account_id', type: 'integer', nullable: true })
  accountId: number | null;

  @Column({ name: 'arrival_date', type: 'date' })
  @Field(() => GraphQLLocalDate, { description: 'First day of the trip (a date in India, no time).' })
  arrivalDate: string;

  @Column({ name: 'departure_date', type: 'date' })
  @Field(() => GraphQLLocalDate, { description: 'Last day of the trip (a date in India, no time).' })
  departureDate: string;

  /** Read through `states`, which answers the catalogue's states today. */
  @Column({ name: 'state_ids', type: 'integer', array: true })
  stateIds: number[];

  @Column({ name: 'state_names', type: 'text', array: true })
  @Field(() => [String], { description: 'Names of the chosen states when the plan was sent, in the order chosen (spec §3 `state[]`).' })
  stateNames: string[];

  /** Read through `places`, which answers the catalogue's places today. */
  @Column({ name: 'place_ids', type: 'integer', array: true })
  placeIds: number[];

  @Column({ name: 'place_titles', type: 'text', array: true })
  @Field(() => [String], {
    description: 'Titles of the chosen places when the plan was sent, in the order chosen (spec §3 `title[]`); kept when a place is later renamed or deleted.',
  })
  placeTitles: string[];

  @Column({ name: 'co_travellers', type: 'text', array: true })
  @Field(() => [String], { description: 'Names of the people travelling with the planner, as typed (blank ones were dropped).' })
  coTravellers: string[];

  @Column({ type: 'text' })
  route: string;

  @Column({ type: 'integer' })
  days: number;

  @Column({ type: 'smallint' })
  travellers: number;

  @Column({ name: 'price_per_person', type: 'integer' })
  pricePerPerson: number;

  @Column({ name: 'total_price', type: 'integer' })
  totalPrice: number;

  @Field(() => TripEstimate, { description: 'Route, days, travellers and price as estimated when the plan was sent (a later price edit never changes it).' })
  get estimate(): TripEstimate {
    const { route, days, travellers, pricePerPerson, totalPrice } = this;
    return { route, days, travellers, pricePerPerson, totalPrice };
  }

  @Column({ type: 'varchar', length: 10 })
  @Field(() => TripPlanStatus, { description: 'Where the operator is with it: NEW, CONTACTED or CLOSED.' })
  status: TripPlanStatus;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false })
  @Field(() => Date, { description: 'When it was sent.' })
  createdAt: Date;

  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When an admin last moved its status; null while NEW.' })
  statusChangedAt: Date | null;

  /** The outbox rows of the operator's mail (none without an operator address) and the planner's summary. */
  @Column({ name: 'operator_mail_id', type: 'bigint', nullable: true })
  operatorMailId: string | null;

  @Column({ name: 'summary_mail_id', type: 'bigint', nullable: true })
  summaryMailId: string | null;
}
