import type { ReactNode } from 'react';
import './form.css';

/** The form's submit button: disabled and saying what is happening while the request runs. */
export function SubmitButton({ isBusy, busyLabel, children }: { isBusy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className="button form__submit" disabled={isBusy}>
      {isBusy ? (
        <>
          <span className="spinner" aria-hidden="true" /> {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
