import { useMutation } from '@apollo/client/react';
import { PASSWORD_MIN_LENGTH, resetPasswordRules } from '@india-tours/validation/accounts';
import { fieldValidator } from '@india-tours/validation/form';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { ResetPasswordDocument } from '@/gql/graphql';
import { clearSessionUser } from '@/session/session-user';

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
  const form = useForm<ResetPasswordValues>({ defaultValues: { newPassword: '', newPasswordConfirmation: '' } });
  const { errors } = form.formState;
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const { onSubmit, isBusy, formError } = useFormSubmit(form, {
    fieldNames: FIELDS,
    failureMessages: { rejected: resetPasswordMessages.failed, unreachable: resetPasswordMessages.unreachable },
    async send({ newPassword }) {
      const { data } = await resetPassword({ variables: { input: { token, newPassword } } });
      const payload = data?.resetPassword;
      if (!payload || payload.errors.length > 0) return payload?.errors ?? [];
      // The server has ended every session of the account, this browser's included.
      clearSessionUser();
      onReset(payload.message ?? resetPasswordMessages.success);
    },
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={isBusy}>
      <FormError message={formError} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
        error={errors.newPassword?.message}
        {...form.register('newPassword', {
          validate: fieldValidator(resetPasswordRules, 'newPassword'),
          deps: ['newPasswordConfirmation'],
        })}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.newPasswordConfirmation?.message}
        {...form.register('newPasswordConfirmation', { validate: fieldValidator(resetPasswordRules, 'newPasswordConfirmation') })}
      />
      <SubmitButton isBusy={isBusy} busyLabel="Saving your new password…">
        Set new password
      </SubmitButton>
    </form>
  );
}
