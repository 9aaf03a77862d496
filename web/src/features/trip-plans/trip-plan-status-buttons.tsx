import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useFocusDeskCardTitle } from '@/components/desk-panel/desk-card';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { showToast } from '@/components/toast/toast-store';
import type { TripPlanStatus } from '@/gql/graphql';
import { tripPlanStatusMessages, useUpdateTripPlanStatus } from './update-trip-plan-status';

type TripPlanOnDesk = { id: string; reference: string; status: TripPlanStatus };

/**
 * A plan only moves forward (NEW → CONTACTED → CLOSED; NEW → CLOSED too), as the server allows.
 * Contacting is the next step; closing, which cannot be undone, is the secondary one, asked first.
 */
export function TripPlanStatusButtons({ plan }: { plan: TripPlanOnDesk }) {
  const [isClosing, setIsClosing] = useState(false);
  if (plan.status === 'CLOSED') return null;
  return (
    <div className="trip-plan-card__actions">
      {plan.status === 'NEW' && <MarkContactedButton plan={plan} />}
      <button type="button" className="button button--ghost" aria-haspopup="dialog" onClick={() => setIsClosing(true)}>
        Mark closed<span className="visually-hidden"> {plan.reference}</span>
      </button>
      {isClosing && <CloseTripPlanDialog plan={plan} onClose={() => setIsClosing(false)} />}
    </div>
  );
}

/** Contacted at once, a toast says so; the card's title has the focus after, whatever the answer. */
function MarkContactedButton({ plan }: { plan: TripPlanOnDesk }) {
  const { moveTo, isMoving } = useUpdateTripPlanStatus();
  const focusCardTitle = useFocusDeskCardTitle();

  async function markContacted() {
    const move = await moveTo(plan.id, 'CONTACTED');
    if (move.isMoved) showToast(tripPlanStatusMessages.moved(plan.reference, 'CONTACTED'));
    else showToast(move.message, 'error');
    focusCardTitle();
  }

  return (
    <button type="button" className="button button--teal" disabled={isMoving} onClick={() => void markContacted()}>
      Mark contacted<span className="visually-hidden"> {plan.reference}</span>
    </button>
  );
}

/** Closing cannot be undone (a plan only moves forward): the question first, a refusal shown inside it. */
function CloseTripPlanDialog({ plan, onClose }: { plan: TripPlanOnDesk; onClose: () => void }) {
  const { moveTo, isMoving } = useUpdateTripPlanStatus();
  const focusCardTitle = useFocusDeskCardTitle();
  const [failure, setFailure] = useState<string>();

  async function close() {
    setFailure(undefined);
    const move = await moveTo(plan.id, 'CLOSED');
    if (!move.isMoved) {
      setFailure(move.message);
      return;
    }
    // The dialog closes (giving the focus back to its opener) before the card's title takes it, or the closing would take it back.
    showToast(tripPlanStatusMessages.moved(plan.reference, 'CLOSED'));
    flushSync(onClose);
    focusCardTitle();
  }

  return (
    <ConfirmDialog
      title={tripPlanStatusMessages.confirmClose}
      failure={failure}
      keepLabel="Keep it open"
      confirmLabel="Close trip plan"
      busyLabel="Closing…"
      isBusy={isMoving}
      onConfirm={() => void close()}
      onClose={onClose}
    >
      <p className="dialog__lead">Trip plan {plan.reference}</p>
    </ConfirmDialog>
  );
}
