import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { AlertIcon, CheckIcon } from '@/components/icons';
import './form.css';

type FormAlertProps = {
  tone: 'error' | 'success';
  children: ReactNode;
  /** For a panel that focuses its success itself (FormDone). */
  ref?: RefObject<HTMLDivElement | null>;
};

/**
 * A message about the whole form. Errors are alerts (read out at once); successes are status
 * messages (read out politely). An error that arrives after the focus was lost (the busy submit
 * button was disabled under it) takes the focus, so a keyboard user is where the problem is, and
 * inside a dialog stays inside it.
 */
export function FormAlert({ tone, children, ref: givenRef }: FormAlertProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = givenRef ?? ownRef;
  useEffect(() => {
    const hasLostFocus = document.activeElement === null || document.activeElement === document.body;
    if (tone === 'error' && hasLostFocus) ref.current?.focus();
  }, [tone, ref]);

  return (
    <div ref={ref} tabIndex={-1} className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="form-alert__icon" aria-hidden="true">
        {tone === 'error' ? <AlertIcon size={20} /> : <CheckIcon size={20} />}
      </span>
      <div className="form-alert__text">{children}</div>
    </div>
  );
}
