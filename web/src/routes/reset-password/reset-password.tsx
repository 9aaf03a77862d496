import { accountMessages } from '@india-tours/validation/accounts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { ResetSteps } from '@/features/accounts/account-asides';
import { AccountPage } from '@/features/accounts/account-page';
import { ResetPasswordForm } from '@/features/accounts/reset-password-form';
import { paths } from '@/paths';

/** Spec §9: the reset redirect delay. */
export const RESET_REDIRECT_DELAY_MS = 2000;

/** /reset-password?token= (spec §2): the token comes from the link in the reset email. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  const navigate = useNavigate();
  const [successMessage, setSuccessMessage] = useState<string>();

  useEffect(() => {
    if (!successMessage) return;
    const timer = setTimeout(() => void navigate(paths.login.to(), { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [successMessage, navigate]);

  return (
    <AccountPage
      eyebrow="Account help"
      title="Set a new password"
      intro="Choose a new password for your India Tours account."
      aside={<ResetSteps />}
      footer={
        <p>
          Link expired or already used? <Link to={paths.forgotPassword.to()}>Ask for a new link</Link>
        </p>
      }
    >
      {!token && (
        // Spec §5: without a token there is nothing to submit, so no form is offered.
        <FormAlert tone="error">
          <p>{accountMessages.missingToken}</p>
          <p>Open the link from your reset email again, or ask for a new one below.</p>
        </FormAlert>
      )}
      {token && successMessage && (
        <FormAlert tone="success">
          <p>{successMessage}</p>
          <p>
            Taking you to the login page… <Link to={paths.login.to()}>Log in now</Link>
          </p>
        </FormAlert>
      )}
      {token && !successMessage && <ResetPasswordForm token={token} onReset={setSuccessMessage} />}
    </AccountPage>
  );
}
