import type { TripPlanChoices_TripPlanFragment } from '@/gql/graphql';
import { formatTripDates } from '@/lib/format';

const listOrNone = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'None');

/** The states, places, co-travellers and dates of a plan, as terms of the description list it sits in. */
export function TripPlanChoices({ plan }: { plan: TripPlanChoices_TripPlanFragment }) {
  return (
    <>
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
    </>
  );
}
