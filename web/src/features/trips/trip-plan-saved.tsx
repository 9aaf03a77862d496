import { useEffect, useRef } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import type { TripPlanSaved_TripPlanFragment } from '@/gql/graphql';
import { formatTripDates } from '@/lib/format';
import { ESTIMATE_NOTE, TripEstimateFacts } from './trip-estimate-facts';
import { tripPlanMessages } from './use-create-trip-plan';
import './trip-planner.css';

const listOrNone = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'None');

/**
 * What replaces the planner once the plan is saved: the spec's message, the reference to quote, and
 * the plan and estimate as the server stored them. The form (and the focus in it) is gone, so the
 * focus moves here and the message is read out.
 */
export function TripPlanSaved({ plan, onPlanAnother }: { plan: TripPlanSaved_TripPlanFragment; onPlanAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="trip-plan-saved">
      <FormAlert tone="success">
        <p>{tripPlanMessages.saved}</p>
        <p>
          Your reference is <strong className="trip-plan-saved__reference">{plan.reference}</strong>. We have mailed a summary to{' '}
          <span className="trip-plan-saved__email">{plan.email}</span>, and our team will contact you about it.
        </p>
      </FormAlert>
      <h2 className="trip-plan-saved__title">Your trip as saved</h2>
      <dl className="trip-plan-saved__facts">
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
          <dt>Dates</dt>
          <dd>{formatTripDates(plan.arrivalDate, plan.departureDate)}</dd>
        </div>
      </dl>
      <section className="trip-estimate" aria-label="Estimate">
        <TripEstimateFacts estimate={plan.estimate} />
        <p className="trip-estimate__note">{ESTIMATE_NOTE}</p>
      </section>
      <button type="button" className="button button--teal" onClick={onPlanAnother}>
        Plan another trip
      </button>
    </div>
  );
}
