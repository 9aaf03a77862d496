import { useMutation } from '@apollo/client/react';
import { checkLoginEmail, checkLoginPassword } from '@india-tours/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { showToast } from '@/components/toast/toast-store';
import { LogInDocument } from '@/gql/graphql';
import { paths } from '@/paths';
import { describeRequestFailure, showPayloadErrors } from './account-errors';
import { useStartSession } from './use-start-session';

type LogInValues = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;

/** Spec §8, word for word. */
export const logInMessages = {
  success: 'Login successful!',
  fallback: 'Please signup first!',
  unreachable: 'Something went wrong. Please try again.',
} as const;

/** The login form (spec §5): the shared rules run before any request; the server's answer decides. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<LogInValues>({
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const [logIn] = useMutation(LogInDocument);
  const startSession = useStartSession();
  const [formError, setFormError] = useState<string>();

  async function submit({ email, password }: LogInValues) {
    setFormError(undefined);
    try {
      const { data } = await logIn({ variables: { input: { email: email.trim(), password } } });
      const payload = data?.logIn;
      if (payload?.user) {
        await startSession(payload.user);
        showToast(logInMessages.success);
        onLoggedIn();
        return;
      }
      const formMessage = showPayloadErrors(payload?.errors ?? [], setError, FIELDS);
      setFormError(formMessage ?? (payload?.errors.length ? undefined : logInMessages.fallback));
    } catch (error) {
      setFormError(
        describeRequestFailure(error, { rejected: logInMessages.fallback, unreachable: logInMessages.unreachable }),
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register('email', { validate: checkLoginEmail })}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password', { validate: checkLoginPassword })}
      />
      <p className="form__aside-link">
        <Link to={paths.forgotPassword.to()}>Forgot your password?</Link>
      </p>
      <SubmitButton isBusy={isSubmitting} busyLabel="Logging in…">
        Log in
      </SubmitButton>
    </form>
  );
}
