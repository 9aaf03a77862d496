import type { ReactNode } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { AlertIcon } from '@/components/icons';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  title: string;
  /** What the action is about, shown above the choices. */
  children: ReactNode;
  /** Why the action did not happen, when it did not. */
  failure?: string | undefined;
  keepLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while the request runs, e.g. "Deleting…". */
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A destructive action behind a question (cancel a booking, delete a review). */
export function ConfirmDialog({ title, children, failure, keepLabel, confirmLabel, busyLabel, isBusy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    // While the request runs the dialog stays: its answer (a refusal above all) must have somewhere to show.
    <Dialog title={title} icon={<AlertIcon size={26} />} onClose={isBusy ? () => {} : onClose}>
      {children}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="dialog__actions">
        {/* The safe choice has the focus first: Enter on an opened dialog keeps things as they are. */}
        <button type="button" className="button button--ghost" data-autofocus disabled={isBusy} onClick={onClose}>
          {keepLabel}
        </button>
        <button type="button" className="button button--danger" disabled={isBusy} onClick={onConfirm}>
          {isBusy ? (
            <>
              <span className="spinner" aria-hidden="true" /> {busyLabel}
            </>
          ) : (
            confirmLabel
          )}
        </button>
      </div>
    </Dialog>
  );
}
