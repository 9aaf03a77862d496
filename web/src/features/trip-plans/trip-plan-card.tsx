import { DeskCard } from '@/components/desk-panel/desk-card';
import { StatusBadge, type StatusTone } from '@/components/status-badge/status-badge';
import type { TripPlanCard_TripPlanFragment, TripPlanStatus } from '@/gql/graphql';
import { formatIndiaDateTime, formatRupees } from '@/lib/format';
import { contactLinks } from '@/paths';
import { TripPlanChoices } from './trip-plan-choices';
import { TripPlanStatusButtons } from './trip-plan-status-buttons';
import { TRIP_PLAN_STATUS_LABELS } from './update-trip-plan-status';
import './trip-plans.css';

const STATUS_TONES: Record<TripPlanStatus, StatusTone> = {
  NEW: 'waiting',
  CONTACTED: 'done',
  CLOSED: 'idle',
};

function estimateLine({ estimate }: TripPlanCard_TripPlanFragment): string {
  const { route, days, travellers, pricePerPerson, totalPrice } = estimate;
  const party = `${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`;
  const figures = `${days} ${days === 1 ? 'day' : 'days'} · ${party} · ${formatRupees(totalPrice)} (${formatRupees(pricePerPerson)} per person)`;
  return route ? `${route} · ${figures}` : figures;
}

/** One trip plan on the desk: who sent it and where to reply, what they chose, the estimate, and where the operator is with it. */
export function TripPlanCard({ plan }: { plan: TripPlanCard_TripPlanFragment }) {
  const statusBadge = <StatusBadge tone={STATUS_TONES[plan.status]}>{TRIP_PLAN_STATUS_LABELS[plan.status]}</StatusBadge>;
  return (
    <DeskCard className="trip-plan-card" title={plan.reference} status={statusBadge}>
      <dl className="desk-card__facts">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={contactLinks.email(plan.email)}>{plan.email}</a>
          </dd>
        </div>
        <TripPlanChoices plan={plan} />
        <div>
          <dt>Received</dt>
          <dd>{formatIndiaDateTime(plan.createdAt)}</dd>
        </div>
      </dl>
      <p className="trip-plan-card__estimate">
        <span className="trip-plan-card__estimate-label">Estimate: </span>
        {estimateLine(plan)}
      </p>
      <TripPlanStatusButtons plan={plan} />
    </DeskCard>
  );
}
