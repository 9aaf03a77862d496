import { useId, useRef } from 'react';
import type { TripPlanCard_TripPlanFragment } from '@/gql/graphql';
import { formatIndiaDateTime, formatRupees, formatTripDates } from '@/lib/format';
import { contactLinks } from '@/paths';
import { TRIP_PLAN_STATUS_LABELS, TripPlanStatusButtons } from './trip-plan-status-buttons';

const listOrNone = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'None');

function estimateLine({ estimate }: TripPlanCard_TripPlanFragment): string {
  const { route, days, travellers, pricePerPerson, totalPrice } = estimate;
  const party = `${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`;
  const figures = `${days} ${days === 1 ? 'day' : 'days'} · ${party} · ${formatRupees(totalPrice)} (${formatRupees(pricePerPerson)} per person)`;
  return route ? `${route} · ${figures}` : figures;
}

/** One trip plan on the desk: who sent it and where to reply, what they chose, the estimate, and where the operator is with it. */
export function TripPlanCard({ plan }: { plan: TripPlanCard_TripPlanFragment }) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <article className="trip-plan-card" aria-labelledby={titleId}>
      <div className="trip-plan-card__head">
        <h3 ref={titleRef} id={titleId} className="trip-plan-card__reference" tabIndex={-1}>
          {plan.reference}
        </h3>
        <span className={`trip-status trip-status--${plan.status.toLowerCase()}`}>{TRIP_PLAN_STATUS_LABELS[plan.status]}</span>
      </div>
      <dl className="trip-plan-card__facts">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={contactLinks.email(plan.email)}>{plan.email}</a>
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{formatTripDates(plan.arrivalDate, plan.departureDate)}</dd>
        </div>
        <div>
          <dt>States</dt>
          <dd>{listOrNone(plan.stateNames)}</dd>
        </div>
        <div>
          <dt>Places</dt>
          <dd>{listOrNone(plan.placeTitles)}</dd>
        </div>
        <div>
          <dt>Co-travellers</dt>
          <dd>{listOrNone(plan.coTravellers)}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{formatIndiaDateTime(plan.createdAt)}</dd>
        </div>
      </dl>
      <p className="trip-plan-card__estimate">
        <span className="trip-plan-card__estimate-label">Estimate: </span>
        {estimateLine(plan)}
      </p>
      <TripPlanStatusButtons plan={plan} onMoved={() => titleRef.current?.focus()} />
    </article>
  );
}
