import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  /** Text, or text with a quieter part such as "(optional)". */
  label: ReactNode;
  /** The message of the rule this text breaks; shown under the field and read out with it. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** TextField for several lines: a labelled textarea whose error and hint are tied to it. */
export function TextAreaField({ label, error, hint, id, ref, ...textareaProps }: TextAreaFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={ids.controlId}
        className="field__input field__input--multiline"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
