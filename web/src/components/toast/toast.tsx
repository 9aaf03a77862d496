import { useEffect, useSyncExternalStore } from 'react';
import { AlertIcon, CheckIcon, CloseIcon } from '@/components/icons';
import { currentToast, dismissToast, subscribeToToasts } from './toast-store';
import './toast.css';

/** Long enough to read a sentence twice; the close button is there for anyone quicker. */
export const TOAST_DURATION_MS = 6000;

/**
 * Where toasts appear. The live region stays in the page even when empty: screen readers only
 * announce changes inside a region that already existed.
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, () => null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <div className="toaster" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <span className="toast__icon" aria-hidden="true">
            {toast.tone === 'success' ? <CheckIcon size={18} /> : <AlertIcon size={18} />}
          </span>
          <p className="toast__message">{toast.message}</p>
          <button type="button" className="toast__close" aria-label="Dismiss message" onClick={() => dismissToast(toast.id)}>
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
