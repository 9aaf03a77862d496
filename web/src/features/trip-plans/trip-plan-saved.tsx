import { FormDone } from '@/components/form/form-done';
import type { TripPlanSaved_TripPlanFragment } from '@/gql/graphql';
import { TripEstimateFacts } from './trip-estimate-facts';
import { TripPlanChoices } from './trip-plan-choices';
import { tripPlanMessages } from './use-create-trip-plan';
import './trip-plan-form.css';

/**
 * What replaces the planner once the plan is saved: the spec's message, the reference to quote, and
 * the plan and estimate as the server stored them.
 */
export function TripPlanSaved({ plan, onPlanAnother }: { plan: TripPlanSaved_TripPlanFragment; onPlanAnother: () => void }) {
  return (
    <FormDone
      className="form-card form-card--narrow"
      message={tripPlanMessages.saved}
      messageDetail={
        <>
          Your reference is <strong className="trip-plan-saved__reference">{plan.reference}</strong>. We have mailed a summary to{' '}
          {plan.email}, and our team will contact you about it.
        </>
      }
      actions={
        <button type="button" className="button button--teal" onClick={onPlanAnother}>
          Plan another trip
        </button>
      }
    >
      <h2 className="trip-plan-saved__title">Your trip as saved</h2>
      <dl className="trip-plan-saved__facts">
        <TripPlanChoices plan={plan} />
      </dl>
      <section className="trip-estimate" aria-label="Estimate">
        <TripEstimateFacts estimate={plan.estimate} />
      </section>
    </FormDone>
  );
}
