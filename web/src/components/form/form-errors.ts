import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A refusal as every mutation payload gives it (STYLE §7): a stable code, the input path at fault, the spec's text. */
export type PayloadError = { readonly code: string; readonly field: ReadonlyArray<string> | null; readonly message: string };

/**
 * Shows each payload error beside its field, Saleor style: `field` is the input path, e.g.
 * ["input", "email"], and this form's field of that name shows the message. Returns the messages
 * that belong to no field of the form (joined), for the form-level alert.
 */
export function showPayloadErrors<Values extends FieldValues>(
  errors: ReadonlyArray<PayloadError>,
  setError: UseFormSetError<Values>,
  fieldNames: ReadonlyArray<Path<Values>>,
): string | undefined {
  const formMessages: string[] = [];
  let isFirstFieldError = true;
  for (const error of errors) {
    const fieldName = fieldNames.find((name) => name === error.field?.at(-1));
    if (fieldName) {
      setError(fieldName, { type: 'server', message: error.message }, { shouldFocus: isFirstFieldError });
      isFirstFieldError = false;
    } else {
      formMessages.push(error.message);
    }
  }
  return formMessages.length > 0 ? formMessages.join(' ') : undefined;
}

/** Top-level errors whose message is written for people; any other is shown as the form's fallback. */
const PUBLIC_ERROR_CODES = new Set(['RATE_LIMITED']);

/**
 * The message for a request that failed outright: `rejected` when the server answered with an
 * error (unless its message is meant for people, e.g. too many attempts), `unreachable` when no
 * usable answer came back (offline, timeout, a 5xx).
 */
export function describeRequestFailure(error: unknown, messages: { rejected: string; unreachable: string }): string {
  if (!CombinedGraphQLErrors.is(error)) return messages.unreachable;
  const publicError = error.errors.find((graphQLError) => PUBLIC_ERROR_CODES.has(String(graphQLError.extensions?.code)));
  return publicError?.message ?? messages.rejected;
}
