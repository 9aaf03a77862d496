import { Link } from 'react-router-dom';
import { ResetSteps } from '@/features/accounts/account-asides';
import { AccountPage } from '@/features/accounts/account-page';
import { ForgotPasswordForm } from '@/features/accounts/forgot-password-form';
import { paths } from '@/paths';

/** /forgot-password (spec §2): asks for a reset link by email. */
export function ForgotPasswordRoute() {
  return (
    <AccountPage
      eyebrow="Account help"
      title="Forgot your password?"
      intro="Enter your email and we will send you a link to choose a new password."
      aside={<ResetSteps />}
      footer={
        <p>
          Remembered it? <Link to={paths.login.to()}>Back to login</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AccountPage>
  );
}
