import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '@/components/icons';
import './form.css';

/**
 * A message about the whole form. Errors are alerts (read out at once); successes are status
 * messages (read out politely).
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="form-alert__icon" aria-hidden="true">
        {tone === 'error' ? <AlertIcon size={20} /> : <CheckIcon size={20} />}
      </span>
      <div className="form-alert__text">{children}</div>
    </div>
  );
}
