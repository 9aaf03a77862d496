import { useMutation } from '@apollo/client/react';
import { passwordResetRequestRules } from '@india-tours/validation/accounts';
import { fieldValidator } from '@india-tours/validation/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { EmailField } from '@/components/form/email-field';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { RequestPasswordResetDocument } from '@/gql/graphql';

type ForgotPasswordValues = { email: string };
const FIELDS = ['email'] as const;

/** Spec §8, word for word. */
export const forgotPasswordMessages = {
  failed: 'Something went wrong!',
  unreachable: 'Server error. Please try again later.',
} as const;

/**
 * Asks for a reset link. The server answers the same whether or not the email has an account
 * (no account discovery), and this form shows that answer as it is.
 */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordValues>({ defaultValues: { email: '' } });
  const { errors } = form.formState;
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [sentMessage, setSentMessage] = useState<string>();
  const { onSubmit, isBusy, formError } = useFormSubmit(form, {
    fieldNames: FIELDS,
    failureMessages: { rejected: forgotPasswordMessages.failed, unreachable: forgotPasswordMessages.unreachable },
    async send({ email }) {
      setSentMessage(undefined);
      const { data } = await requestReset({ variables: { input: { email: email.trim() } } });
      const payload = data?.requestPasswordReset;
      if (!payload?.message || payload.errors.length > 0) return payload?.errors ?? [];
      setSentMessage(payload.message);
    },
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={isBusy}>
      {sentMessage && (
        <FormAlert tone="success">
          <p>{sentMessage}</p>
        </FormAlert>
      )}
      <FormError message={formError} />
      <EmailField
        hint="The email address you registered with."
        error={errors.email?.message}
        {...form.register('email', { validate: fieldValidator(passwordResetRequestRules, 'email') })}
      />
      <SubmitButton isBusy={isBusy} busyLabel="Sending the link…">
        Send reset link
      </SubmitButton>
    </form>
  );
}
