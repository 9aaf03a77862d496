import { indianDate } from '@india-tours/validation/dates';
import type { MailMessage } from '../mailer.js';
import { formatRupees } from './booking-confirmation.js';
import { detailsMail } from './details-mail.js';

/** What the trip plan mails say about a plan. */
export interface PlannedTrip {
  readonly reference: string;
  readonly email: string;
  readonly stateNames: readonly string[];
  readonly placeTitles: readonly string[];
  readonly coTravellers: readonly string[];
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly route: string;
  readonly days: number;
  readonly travellers: number;
  readonly pricePerPerson: number;
  readonly totalPrice: number;
}

const listed = (names: readonly string[], whenNone: string) => (names.length > 0 ? names.join(', ') : whenNone);

/** A subject names the plan, not all of it: "TP-7KQ2M9XD (Rajasthan and 2 more states)"; the body lists every state. */
function planInBrief({ reference, stateNames: [first, ...others] }: PlannedTrip): string {
  const more = others.length === 0 ? '' : ` and ${others.length} more state${others.length === 1 ? '' : 's'}`;
  return `${reference} (${first ?? 'no state'}${more})`;
}

/** The estimate's lines; without places there is no price to estimate yet (the operator suggests places). */
function estimateDetails(plan: PlannedTrip): [string, string][] {
  if (plan.placeTitles.length === 0) return [['Places and price', 'our team will suggest places and price them with you']];
  return [
    ['Route', plan.route],
    ['Estimated price per person', formatRupees(plan.pricePerPerson)],
    ['Estimated total', formatRupees(plan.totalPrice)],
  ];
}

/** The lines both trip plan mails carry. */
function planDetails(plan: PlannedTrip): [string, string][] {
  return [
    ['Reference', plan.reference],
    ['States', listed(plan.stateNames, 'none')],
    ['Places', listed(plan.placeTitles, 'none chosen yet')],
    ['Arrival', indianDate(plan.arrivalDate)],
    ['Departure', indianDate(plan.departureDate)],
    ['Days', String(plan.days)],
    ['Travellers', String(plan.travellers)],
    ...estimateDetails(plan),
  ];
}

/** The planner's summary (spec §8 'Trip details saved successfully!'): what was asked for, and that we will call. */
export function tripPlanSummaryMail(plan: PlannedTrip): MailMessage {
  return detailsMail({
    to: plan.email,
    subject: `Your trip plan ${planInBrief(plan)}`,
    greeting: 'Hello,',
    intro: ['Thank you for planning a trip with India Tours. Your trip details are saved: here is what you asked for.'],
    details: planDetails(plan),
    outro: [
      ...(plan.placeTitles.length > 0 ? ["The price is an estimate from today's prices per person of the places you chose; we will confirm it with you."] : []),
      'We will contact you at this email soon to plan the details. Please quote the reference when you write or call us.',
    ],
  });
}

/** The operator's copy of a new plan: everything, with whom to contact. */
export function tripPlanOperatorMail(plan: PlannedTrip, operatorEmail: string): MailMessage {
  return detailsMail({
    to: operatorEmail,
    subject: `New trip plan ${planInBrief(plan)}`,
    greeting: 'Hello,',
    intro: ['A traveller sent a trip plan on India Tours. Please contact them to plan the details.'],
    details: [['Contact email', plan.email], ...planDetails(plan), ['Co-travellers', listed(plan.coTravellers, 'none')]],
    outro: [],
  });
}
