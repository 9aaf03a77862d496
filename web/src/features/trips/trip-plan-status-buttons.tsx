import { useMutation } from '@apollo/client/react';
import { showToast } from '@/components/toast/toast-store';
import { UpdateTripPlanStatusDocument, type TripPlanStatus } from '@/gql/graphql';

/** What each status means to the operator, in words (the badge's colour is never the only sign). */
export const TRIP_PLAN_STATUS_LABELS: Record<TripPlanStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  CLOSED: 'Closed',
};

/** A plan only moves forward (NEW → CONTACTED → CLOSED; NEW → CLOSED too), as the server allows. */
const NEXT_STATUSES: Record<TripPlanStatus, TripPlanStatus[]> = {
  NEW: ['CONTACTED', 'CLOSED'],
  CONTACTED: ['CLOSED'],
  CLOSED: [],
};

export const tripPlanStatusMessages = {
  moved: (reference: string, status: TripPlanStatus) => `${reference} marked ${TRIP_PLAN_STATUS_LABELS[status].toLowerCase()}.`,
  failed: 'The trip plan could not be updated. Please try again.',
} as const;

type TripPlanStatusButtonsProps = {
  plan: { id: string; reference: string; status: TripPlanStatus };
  /** After a move: the button pressed may be gone, so the card takes the focus. */
  onMoved: () => void;
};

/** Moves a plan forward; the card shows the new status from the payload and a toast confirms it. */
export function TripPlanStatusButtons({ plan, onMoved }: TripPlanStatusButtonsProps) {
  const [updateStatus, { loading }] = useMutation(UpdateTripPlanStatusDocument);
  const nextStatuses = NEXT_STATUSES[plan.status];

  async function move(status: TripPlanStatus) {
    const answer = await updateStatus({ variables: { input: { id: plan.id, status } } }).catch(() => null);
    const payload = answer?.data?.updateTripPlanStatus;
    if (payload?.tripPlan) {
      showToast(tripPlanStatusMessages.moved(plan.reference, status));
      onMoved();
    } else {
      showToast(payload?.errors[0]?.message ?? tripPlanStatusMessages.failed, 'error');
    }
  }

  if (nextStatuses.length === 0) return null;
  return (
    <div className="trip-plan-card__actions">
      {nextStatuses.map((status) => (
        <button key={status} type="button" className="button button--teal" disabled={loading} onClick={() => void move(status)}>
          Mark {TRIP_PLAN_STATUS_LABELS[status].toLowerCase()}
          <span className="visually-hidden"> {plan.reference}</span>
        </button>
      ))}
    </div>
  );
}
