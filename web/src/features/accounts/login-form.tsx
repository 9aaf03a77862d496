import { useMutation } from '@apollo/client/react';
import { logInRules } from '@india-tours/validation/accounts';
import { fieldValidator } from '@india-tours/validation/form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { EmailField } from '@/components/form/email-field';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { showToast } from '@/components/toast/toast-store';
import { LogInDocument } from '@/gql/graphql';
import { paths } from '@/paths';
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
  const form = useForm<LogInValues>({ defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const [logIn] = useMutation(LogInDocument);
  const startSession = useStartSession();
  const { onSubmit, isBusy, formError } = useFormSubmit(form, {
    fieldNames: FIELDS,
    failureMessages: { rejected: logInMessages.fallback, unreachable: logInMessages.unreachable },
    async send({ email, password }) {
      const { data } = await logIn({ variables: { input: { email: email.trim(), password } } });
      const payload = data?.logIn;
      if (!payload?.user) return payload?.errors ?? [];
      await startSession(payload.user);
      showToast(logInMessages.success);
      onLoggedIn();
    },
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={isBusy}>
      <FormError message={formError} />
      <EmailField
        error={errors.email?.message}
        {...form.register('email', { validate: fieldValidator(logInRules, 'email') })}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password', { validate: fieldValidator(logInRules, 'password') })}
      />
      <p className="form__aside-link">
        <Link to={paths.forgotPassword.to()}>Forgot your password?</Link>
      </p>
      <SubmitButton isBusy={isBusy} busyLabel="Logging in…">
        Log in
      </SubmitButton>
    </form>
  );
}
