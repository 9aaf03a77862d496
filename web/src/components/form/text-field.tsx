import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

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
  const ids = useFieldIds(id, { error, hint });
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint}>
      <div className="field__control">
        <input
          ref={ref}
          id={ids.controlId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...inputProps}
        />
        {action}
      </div>
    </FieldFrame>
  );
}
