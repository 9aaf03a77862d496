import { useQuery } from '@apollo/client/react';
import { DeskFilterSelect, statusDeskFilter, useDeskFilterChoice } from '@/components/desk-panel/desk-filter-select';
import { DESK_PAGE_SIZE, DeskList, type DeskListTexts } from '@/components/desk-panel/desk-list';
import { DeskPanel } from '@/components/desk-panel/desk-panel';
import { TripPlanDeskDocument } from '@/gql/graphql';
import { TripPlanCard } from './trip-plan-card';
import { TRIP_PLAN_STATUS_LABELS } from './update-trip-plan-status';

const STATUS_FILTER = statusDeskFilter('Every plan', TRIP_PLAN_STATUS_LABELS);

const TRIP_PLANS_TEXTS: DeskListTexts = {
  label: 'Trip plans',
  itemNames: ['trip plan', 'trip plans'],
  loadMore: 'Load more trip plans',
  loading: 'Loading the trip plans…',
  empty: 'No trip plans here.',
  failed: 'The trip plans could not be loaded.',
};

/** The trips travellers asked for on /customize (spec §3), newest first: whom to contact, and where each stands. */
export function TripPlanDesk() {
  const { filter } = useDeskFilterChoice(STATUS_FILTER);
  const { data, error, refetch, fetchMore } = useQuery(TripPlanDeskDocument, {
    variables: { first: DESK_PAGE_SIZE, filter },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <DeskPanel title="Trip plans" hint="Custom trips travellers asked for, newest first. Contact each traveller, then close the plan.">
      <DeskFilterSelect filter={STATUS_FILTER} />
      <DeskList
        connection={data?.tripPlans}
        hasFailed={Boolean(error)}
        onRetry={() => void refetch()}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        texts={TRIP_PLANS_TEXTS}
        renderItem={(plan) => <TripPlanCard plan={plan} />}
      />
    </DeskPanel>
  );
}
