import { useMutation } from '@apollo/client/react';
import { PASSWORD_MIN_LENGTH, registerRules } from '@india-tours/validation/accounts';
import { fieldValidator } from '@india-tours/validation/form';
import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/form/email-field';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { showToast } from '@/components/toast/toast-store';
import { RegisterDocument } from '@/gql/graphql';
import { useStartSession } from './use-start-session';

/** Named as the API's `RegisterInput`, so a payload error's `field` finds its input. */
type RegisterValues = { name: string; email: string; phone: string; password: string; passwordConfirmation: string };
const FIELDS = ['name', 'email', 'phone', 'password', 'passwordConfirmation'] as const;

/** Spec §8, word for word. */
export const registerMessages = { success: 'Registration successful!', failed: 'Registration failed!' } as const;

/** The sign-up form (spec §5). The server signs the new user in, so success ends logged in. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm<RegisterValues>({
    defaultValues: { name: '', email: '', phone: '', password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  const [registerAccount] = useMutation(RegisterDocument);
  const startSession = useStartSession();
  const { onSubmit, isBusy, formError } = useFormSubmit(form, {
    fieldNames: FIELDS,
    failureMessages: { rejected: registerMessages.failed, unreachable: registerMessages.failed },
    async send(values) {
      const input = { ...values, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
      const { data } = await registerAccount({ variables: { input } });
      const payload = data?.register;
      if (!payload?.user) return payload?.errors ?? [];
      await startSession(payload.user);
      showToast(registerMessages.success);
      onRegistered();
    },
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={isBusy}>
      <FormError message={formError} />
      <TextField
        label="Full name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name', { validate: fieldValidator(registerRules, 'name') })}
      />
      <EmailField
        error={errors.email?.message}
        {...form.register('email', { validate: fieldValidator(registerRules, 'email') })}
      />
      <TextField
        label="Mobile number"
        type="tel"
        // The national number: plain `tel` autofills "+91…", which the 10-digit rule refuses.
        autoComplete="tel-national"
        inputMode="numeric"
        required
        hint="10 digits, starting with 6, 7, 8 or 9."
        error={errors.phone?.message}
        {...form.register('phone', { validate: fieldValidator(registerRules, 'phone') })}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
        error={errors.password?.message}
        {...form.register('password', { validate: fieldValidator(registerRules, 'password'), deps: ['passwordConfirmation'] })}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation?.message}
        {...form.register('passwordConfirmation', { validate: fieldValidator(registerRules, 'passwordConfirmation') })}
      />
      <SubmitButton isBusy={isBusy} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}
