import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeRequestFailure, showPayloadErrors, type PayloadError } from './form-errors';

type FormSubmitOptions<Values extends FieldValues> = {
  /** The fields a payload error may stand beside; an error about any other goes to the form-level message. */
  fieldNames: ReadonlyArray<Path<Values>>;
  /** Spec §8 texts, as `describeRequestFailure` takes them; `rejected` also answers a refusal with no error in it. */
  failureMessages: { rejected: string; unreachable: string };
  /**
   * Runs the mutation and, when it succeeds, whatever this form does next. On a refusal it returns the
   * payload's `errors` (empty when the server gave none) and does nothing else.
   */
  send: (values: Values) => Promise<ReadonlyArray<PayloadError> | undefined>;
};

/**
 * The submit of any form that sends a mutation: shows a refusal's errors beside their fields, anything
 * else (including a request that failed outright) as one form-level message, and reports the busy
 * state while it runs.
 */
export function useFormSubmit<Values extends FieldValues>(
  { handleSubmit, setError, formState }: UseFormReturn<Values>,
  { fieldNames, failureMessages, send }: FormSubmitOptions<Values>,
) {
  const [formError, setFormError] = useState<string>();

  async function submit(values: Values) {
    setFormError(undefined);
    try {
      const errors = await send(values);
      if (!errors) return;
      const formMessage = showPayloadErrors(errors, setError, fieldNames);
      // Field errors speak for themselves, but a refusal that names no problem must still say something.
      setFormError(formMessage ?? (errors.length ? undefined : failureMessages.rejected));
    } catch (error) {
      setFormError(describeRequestFailure(error, failureMessages));
    }
  }

  return { onSubmit: handleSubmit(submit), isBusy: formState.isSubmitting, formError };
}
