import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertIcon } from '@/components/icons';
import './form.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The message of the rule this value breaks; shown under the field and read out with it. */
  error?: string;
  hint?: ReactNode;
  /** A control inside the field's box, after the input (e.g. show password). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error and hint are tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, error, hint, action, id, ref, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <input
          ref={ref}
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        {action}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          <AlertIcon size={16} /> {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
