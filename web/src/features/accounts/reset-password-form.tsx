import { useMutation } from '@apollo/client/react';
import { checkNewPassword, checkPasswordConfirmation, PASSWORD_MIN_LENGTH } from '@india-tours/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ResetPasswordDocument } from '@/gql/graphql';
import { clearSessionUser } from '@/session/session-user';
import { describeRequestFailure, showPayloadErrors } from './account-errors';

/** `newPassword` as in the API's input; the confirmation is checked here only. */
type ResetPasswordValues = { newPassword: string; newPasswordConfirmation: string };
const FIELDS = ['newPassword'] as const;

/** Spec §8, word for word. */
export const resetPasswordMessages = {
  success: 'Password reset successfully!',
  failed: 'Error occurred',
  unreachable: 'Something went wrong',
} as const;

/** Sets a new password with the token of a reset link; `onReset` gets the server's message. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (message: string) => void }) {
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordValues>({
    defaultValues: { newPassword: '', newPasswordConfirmation: '' },
  });
  const { errors, isSubmitting } = formState;
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [formError, setFormError] = useState<string>();

  async function submit({ newPassword }: ResetPasswordValues) {
    setFormError(undefined);
    try {
      const { data } = await resetPassword({ variables: { input: { token, newPassword } } });
      const payload = data?.resetPassword;
      if (payload && payload.errors.length === 0) {
        // The server has ended every session of the account, this browser's included.
        clearSessionUser();
        onReset(payload.message ?? resetPasswordMessages.success);
        return;
      }
      const formMessage = showPayloadErrors(payload?.errors ?? [], setError, FIELDS);
      setFormError(formMessage ?? (payload?.errors.length ? undefined : resetPasswordMessages.failed));
    } catch (error) {
      setFormError(
        describeRequestFailure(error, {
          rejected: resetPasswordMessages.failed,
          unreachable: resetPasswordMessages.unreachable,
        }),
      );
    }
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-busy={isSubmitting}>
      {formError && (
        <FormAlert tone="error">
          <p>{formError}</p>
        </FormAlert>
      )}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
        error={errors.newPassword?.message}
        {...register('newPassword', { validate: checkNewPassword, deps: ['newPasswordConfirmation'] })}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.newPasswordConfirmation?.message}
        {...register('newPasswordConfirmation', {
          validate: (confirmation, values) => checkPasswordConfirmation(values.newPassword, confirmation),
        })}
      />
      <SubmitButton isBusy={isSubmitting} busyLabel="Saving your new password…">
        Set new password
      </SubmitButton>
    </form>
  );
}
