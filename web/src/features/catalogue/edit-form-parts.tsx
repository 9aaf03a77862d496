import type { PayloadError } from '@/components/form/form-errors';
import { SubmitButton } from '@/components/form/submit-button';
import './catalogue-editing.css';

/** Spec §8, word for word, for a place and a state tour alike. The caller says 'saved' (the form is gone by then). */
export const tourEditMessages = { saved: 'Tour updated successfully!', failed: 'Failed to update tour.' } as const;

/** As useFormSubmit takes them: a refused or failed request says the spec's failure. */
export const tourEditFailureMessages = { rejected: tourEditMessages.failed, unreachable: tourEditMessages.failed } as const;

/** A refused edit as useFormSubmit shows it: the spec's failure over the form, then each error beside its field. */
export function tourEditRefusal(errors: ReadonlyArray<PayloadError>): PayloadError[] {
  return [{ code: 'EDIT_REFUSED', field: null, message: tourEditMessages.failed }, ...errors];
}

export function EditFormActions({ isBusy, onCancel }: { isBusy: boolean; onCancel: () => void }) {
  return (
    <div className="form__actions">
      <SubmitButton isBusy={isBusy} busyLabel="Saving…">
        Save changes
      </SubmitButton>
      <button type="button" className="button button--ghost" disabled={isBusy} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
