import { useMutation } from '@apollo/client/react';
import { checkLoginEmail } from '@india-tours/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { RequestPasswordResetDocument } from '@/gql/graphql';
import { describeRequestFailure, showPayloadErrors } from './account-errors';

type ForgotPasswordValues = { email: string };
const FIELDS = ['email'] as const;

/** Spec §8, word for word. */
export const forgotPasswordMessages = {
  failed: 'Something went wrong!',
  unreachable: 'Server error. Please try again later.',
} as const;

type Outcome = { tone: 'success' | 'error'; message: string };

/**
 * Asks for a reset link. The server answers the same whether or not the email has an account
 * (no account discovery), and this form shows that answer as it is.
 */
export function ForgotPasswordForm() {
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordValues>({
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [outcome, setOutcome] = useState<Outcome>();

  async function submit({ email }: ForgotPasswordValues) {
    setOutcome(undefined);
    try {
      const { data } = await requestReset({ variables: { input: { email: email.trim() } } });
      const payload = data?.requestPasswordReset;
      if (payload?.message && payload.errors.length === 0) {
        setOutcome({ tone: 'success', message: payload.message });
        return;
      }
      const formMessage = showPayloadErrors(payload?.errors ?? [], setError, FIELDS);
      if (formMessage || !payload?.errors.length) {
        setOutcome({ tone: 'error', message: formMessage ?? forgotPasswordMessages.failed });
      }
    } catch (error) {
      const message = describeRequestFailure(error, {
        rejected: forgotPasswordMessages.failed,
        unreachable: forgotPasswordMessages.unreachable,
      });
      setOutcome({ tone: 'error', message });
    }
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-busy={isSubmitting}>
      {outcome && (
        <FormAlert tone={outcome.tone}>
          <p>{outcome.message}</p>
        </FormAlert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        hint="The email address you registered with."
        error={errors.email?.message}
        {...register('email', { validate: checkLoginEmail })}
      />
      <SubmitButton isBusy={isSubmitting} busyLabel="Sending the link…">
        Send reset link
      </SubmitButton>
    </form>
  );
}
