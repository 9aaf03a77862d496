import { addDays, indiaDate } from '@india-tours/validation/dates';
import type { DataSource } from 'typeorm';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import type { PayloadError } from '../../testing/graphql-shapes.js';
import { tripPlanReferences } from './trip-plan.service.js';

export const TRIP_PLAN_FIELDS = `id databaseId reference email stateNames placeTitles coTravellers arrivalDate departureDate status createdAt statusChangedAt
  estimate { route days travellers pricePerPerson totalPrice } states { id name } places { id title }`;

/** A plan as `TRIP_PLAN_FIELDS` selects it (dates `YYYY-MM-DD`, times ISO). */
export interface TripPlanResult {
  id: string;
  databaseId: number;
  reference: string;
  email: string;
  stateNames: string[];
  placeTitles: string[];
  coTravellers: string[];
  arrivalDate: string;
  departureDate: string;
  status: string;
  createdAt: string;
  statusChangedAt: string | null;
  estimate: { route: string; days: number; travellers: number; pricePerPerson: number; totalPrice: number };
  states: { id: string; name: string }[];
  places: { id: string; title: string }[];
}

export const CREATE_TRIP_PLAN = `mutation CreateTripPlan($input: CreateTripPlanInput!) {
  createTripPlan(input: $input) { tripPlan { ${TRIP_PLAN_FIELDS} } errors { code field message } }
}`;

export interface CreateTripPlanData {
  createTripPlan: { tripPlan: TripPlanResult | null; errors: PayloadError[] };
}

/** A place of the seeded catalogue, as a test chooses it. */
export interface SeededPlace {
  readonly databaseId: number;
  readonly id: string;
  readonly title: string;
  readonly destination: string;
  readonly price: number;
}

export interface SeededState {
  readonly databaseId: number;
  readonly id: string;
  readonly name: string;
  readonly places: SeededPlace[];
}

/** The first seeded states (by name) that have at least two places, with their places in display order. */
export async function seededStates(dataSource: DataSource, count = 2): Promise<SeededState[]> {
  const rows = (await dataSource.query(
    `SELECT s.id, s.name, json_agg(json_build_object('databaseId', p.id, 'title', p.title, 'destination', p.destination, 'price', p.price)
       ORDER BY p.position, p.id) AS places
     FROM states s JOIN places p ON p.state_id = s.id GROUP BY s.id HAVING count(*) >= 2 ORDER BY s.name LIMIT $1`,
    [count],
  )) as { id: number; name: string; places: Omit<SeededPlace, 'id'>[] }[];
  return rows.map((row) => ({
    databaseId: row.id,
    id: toGlobalId('State', row.id),
    name: row.name,
    places: row.places.map((place) => ({ ...place, id: toGlobalId('Place', place.databaseId) })),
  }));
}

/** The date in India `days` from today (negative: in the past), as the form sends it. */
export function indiaDateIn(days: number): string {
  return addDays(indiaDate(new Date()), days);
}

let serial = 0;

/** A unique address, so the per-email throttle never meets another test's plans. */
export function aPlannerEmail(): string {
  serial += 1;
  return `planner.${serial}.${Date.now()}@example.in`;
}

/** A valid plan for the state's first two places, by global ID: ten days from today (IST) for five days, with one co-traveller. */
export function aTripPlanInput(state: SeededState, overrides: Record<string, unknown> = {}) {
  return {
    stateIds: [state.id],
    placeIds: state.places.slice(0, 2).map((place) => place.id),
    coTravellers: ['Ravi Kumar', ' '],
    arrivalDate: indiaDateIn(10),
    departureDate: indiaDateIn(14),
    email: aPlannerEmail(),
    ...overrides,
  };
}

/** Inserts a plan directly (as if sent earlier) with the given status; returns its IDs. */
export async function insertTripPlan(dataSource: DataSource, state: SeededState, status: 'NEW' | 'CONTACTED' | 'CLOSED' = 'NEW') {
  const [{ id }] = (await dataSource.query(
    `INSERT INTO trip_plans (reference, email, arrival_date, departure_date, state_ids, state_names, route, days, travellers, price_per_person, total_price, status, status_changed_at)
     VALUES ($1, $2, current_date + 10, current_date + 11, $3::int[], $4::text[], '', 2, 1, 0, 0, $5::varchar, CASE WHEN $5::varchar = 'NEW' THEN NULL ELSE now() END)
     RETURNING id`,
    [tripPlanReferences.next(), aPlannerEmail(), [state.databaseId], [state.name], status],
  )) as [{ id: number }];
  return { databaseId: id, id: toGlobalId('TripPlan', id) };
}

/** Every plan as stored, for asserting that a refused call changed nothing. */
export function allTripPlanRows(dataSource: DataSource): Promise<Record<string, unknown>[]> {
  return dataSource.query(`SELECT id, reference, email, status, status_changed_at FROM trip_plans ORDER BY id`);
}

/** How many mails are queued, for asserting that a refused plan queued none. */
export async function queuedMailCount(dataSource: DataSource): Promise<number> {
  return ((await dataSource.query(`SELECT count(*)::int AS count FROM mail_outbox`)) as [{ count: number }])[0].count;
}
