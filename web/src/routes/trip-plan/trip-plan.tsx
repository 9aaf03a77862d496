import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { TextSkeleton } from '@/components/skeleton';
import { STATES_LOAD_ERROR } from '@/features/catalogue/sample-places';
import { TripPlanForm } from '@/features/trip-plans/trip-plan-form';
import { TripPlanSaved } from '@/features/trip-plans/trip-plan-saved';
import { TripPlanPageDocument, type TripPlanSaved_TripPlanFragment } from '@/gql/graphql';
import { site } from '@/lib/site';
import { useSessionUser } from '@/session/use-session-user';

/** /customize (spec §2, §5): the trip planner, open to everyone; a signed-in traveller's email (or the last plan's) is the default. */
export function TripPlanRoute() {
  const account = useSessionUser();
  const { data, error, refetch } = useQuery(TripPlanPageDocument);
  const [saved, setSaved] = useState<TripPlanSaved_TripPlanFragment>();
  // Another plan starts with the last one's email, as a second contact message starts with its sender's details.
  const [lastEmail, setLastEmail] = useState<string>();

  function showSaved(plan: TripPlanSaved_TripPlanFragment) {
    setSaved(plan);
    setLastEmail(plan.email);
  }

  return (
    <div className="page">
      <title>{`Plan a custom trip · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">Customize</span>
        <h1>Plan a custom trip</h1>
        <p>Choose the states and places you would like to see, who is coming and when. We reply with a plan and a price.</p>
      </header>
      {saved ? (
        <TripPlanSaved plan={saved} onPlanAnother={() => setSaved(undefined)} />
      ) : data ? (
        // A new account starts a new draft, with its own email.
        <TripPlanForm
          key={account?.email}
          states={data.states.nodes}
          defaultEmail={lastEmail ?? account?.email ?? ''}
          onSaved={showSaved}
          focusFirstField={lastEmail !== undefined}
        />
      ) : error ? (
        <LoadFailedNotice message={STATES_LOAD_ERROR} onRetry={() => void refetch()} />
      ) : (
        <div role="status">
          <span className="visually-hidden">Loading the trip planner…</span>
          <TextSkeleton lines={8} />
        </div>
      )}
    </div>
  );
}
