import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { AlertIcon } from '@/components/icons';
import './form.css';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** The message of the rule this text breaks; shown under the field and read out with it. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** TextField's multi-line twin: a labelled textarea whose error and hint are tied to it. */
export function TextAreaField({ label, error, hint, id, ref, ...textareaProps }: TextAreaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  const hintId = `${textareaId}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={textareaId} className="field__label">
        {label}
      </label>
      <textarea
        ref={ref}
        id={textareaId}
        className="field__input field__input--multiline"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textareaProps}
      />
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
