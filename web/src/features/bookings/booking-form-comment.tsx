import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { AlertIcon } from '@/components/icons';

type CommentFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { error?: string; ref?: Ref<HTMLTextAreaElement> };

/** The optional comment: a textarea dressed as the toolkit's fields, its error tied to it as theirs are. */
export function BookingFormComment({ error, ref, ...textareaProps }: CommentFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        Comment <span className="booking-form__optional">(optional)</span>
      </label>
      <textarea
        ref={ref}
        id={id}
        className="field__input booking-form__comment"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textareaProps}
      />
      {error && (
        <p id={errorId} className="field__error">
          <AlertIcon size={16} /> {error}
        </p>
      )}
    </div>
  );
}
