import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadMoreFooter } from '@/components/load-more/load-more-footer';
import { useLoadMore } from '@/components/load-more/use-load-more';
import { TextSkeleton } from '@/components/skeleton';
import { TripPlansPanelDocument, type TripPlanStatus, type TripPlansPanelQuery } from '@/gql/graphql';
import { TripPlanCard } from './trip-plan-card';
import { TRIP_PLAN_STATUS_LABELS } from './trip-plan-status-buttons';
import './trip-plans.css';

export const TRIP_PLANS_PAGE_SIZE = 10;

export const tripPlansMessages = {
  empty: 'No trip plans here.',
  failed: 'The trip plans could not be loaded.',
} as const;

const STATUSES = Object.keys(TRIP_PLAN_STATUS_LABELS) as TripPlanStatus[];

function statusFrom(searchParams: URLSearchParams): TripPlanStatus | null {
  return STATUSES.find((status) => status === searchParams.get('status')) ?? null;
}

/** The trips travellers asked for on /customize (spec §3), newest first: whom to contact, and where each stands. */
export function TripPlansPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFrom(searchParams);
  const statusFieldId = useId();
  const { data, error, refetch, fetchMore } = useQuery(TripPlansPanelDocument, {
    variables: { first: TRIP_PLANS_PAGE_SIZE, filter: status ? { status } : {} },
    fetchPolicy: 'cache-and-network',
  });

  function showStatus(next: string) {
    setSearchParams(next ? { panel: 'trips', status: next } : { panel: 'trips' });
  }

  return (
    <section className="admin-desk__panel" aria-labelledby="trip-plans-title">
      <h2 id="trip-plans-title">Trip plans</h2>
      <p className="admin-desk__hint">Custom trips travellers asked for, newest first. Contact each traveller, then close the plan.</p>
      <div className="trip-plans__filter">
        <label htmlFor={statusFieldId}>Status</label>
        <select id={statusFieldId} value={status ?? ''} onChange={(event) => showStatus(event.target.value)}>
          <option value="">Every plan</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {TRIP_PLAN_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {data ? (
        <TripPlanList connection={data.tripPlans} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      ) : error ? (
        <div className="notice">
          <p role="alert">{tripPlansMessages.failed}</p>
          <button type="button" className="button button--teal" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div role="status">
          <span className="visually-hidden">Loading the trip plans…</span>
          <TextSkeleton lines={6} />
        </div>
      )}
    </section>
  );
}

type TripPlanListProps = {
  connection: TripPlansPanelQuery['tripPlans'];
  onLoadMore: (after: string) => Promise<unknown>;
};

function TripPlanList({ connection, onLoadMore }: TripPlanListProps) {
  const plans = connection.edges.map((edge) => edge.node);
  const { loadMore, isLoadingMore, hasLoadFailed, listRef } = useLoadMore<HTMLUListElement>({
    loadedCount: plans.length,
    pageInfo: connection.pageInfo,
    onLoadMore,
    focusSelector: '.trip-plan-card__reference',
  });
  if (plans.length === 0) return <p className="notice">{tripPlansMessages.empty}</p>;
  return (
    <>
      <p className="trip-plans__count" role="status">
        Showing {plans.length} of {connection.totalCount} {connection.totalCount === 1 ? 'trip plan' : 'trip plans'}
      </p>
      <ul ref={listRef} className="trip-plans__items" aria-label="Trip plans">
        {plans.map((plan) => (
          <li key={plan.id}>
            <TripPlanCard plan={plan} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        pageInfo={connection.pageInfo}
        isLoadingMore={isLoadingMore}
        hasLoadFailed={hasLoadFailed}
        label="Load more trip plans"
        failedMessage={tripPlansMessages.failed}
        onLoadMore={() => void loadMore()}
      />
    </>
  );
}
