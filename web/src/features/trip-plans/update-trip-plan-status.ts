import { useMutation } from '@apollo/client/react';
import { UpdateTripPlanStatusDocument, type TripPlanStatus } from '@/gql/graphql';

/** What each status means to the operator, in words (the badge's colour is never the only sign). */
export const TRIP_PLAN_STATUS_LABELS: Record<TripPlanStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  CLOSED: 'Closed',
};

export const tripPlanStatusMessages = {
  moved: (reference: string, status: TripPlanStatus) => `${reference} marked ${TRIP_PLAN_STATUS_LABELS[status].toLowerCase()}.`,
  failed: 'The trip plan could not be updated. Please try again.',
  confirmClose: 'Close this trip plan? It cannot be reopened.',
} as const;

/** Moved, or why not: the server's refusal, or our words when no answer came. */
export type TripPlanMove = { isMoved: true } | { isMoved: false; message: string };

/**
 * Moves a trip plan to another status. The payload carries the card's fields, so the card shows the
 * new status from the cache without a refetch.
 */
export function useUpdateTripPlanStatus(): { moveTo: (planId: string, status: TripPlanStatus) => Promise<TripPlanMove>; isMoving: boolean } {
  const [updateStatus, { loading }] = useMutation(UpdateTripPlanStatusDocument);

  async function moveTo(planId: string, status: TripPlanStatus): Promise<TripPlanMove> {
    const answer = await updateStatus({ variables: { input: { id: planId, status } } }).catch(() => null);
    const payload = answer?.data?.updateTripPlanStatus;
    if (payload?.tripPlan) return { isMoved: true };
    return { isMoved: false, message: payload?.errors[0]?.message ?? tripPlanStatusMessages.failed };
  }

  return { moveTo, isMoving: loading };
}
