import { useId, type ReactNode } from 'react';
import { AlertIcon } from '@/components/icons';
import './form.css';

/** The ids that tie a field's control to its error and hint, and the control's aria-describedby. */
export function useFieldIds(id: string | undefined, { error, hint }: { error?: string | undefined; hint?: ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return { controlId, errorId, hintId, describedBy };
}

type FieldFrameProps = {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
};

/** A field's label, control, error and hint, in that order, as every field of the toolkit shows them. */
export function FieldFrame({ ids, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={ids.controlId} className="field__label">
        {label}
      </label>
      {children}
      {error && (
        <p id={ids.errorId} className="field__error">
          <AlertIcon size={16} /> {error}
        </p>
      )}
      {hint && (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
