import { FormAlert } from './form-alert';

/** The form-level error, when there is one: what belongs to no field, or why the request failed. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <FormAlert tone="error">
      <p>{message}</p>
    </FormAlert>
  );
}
