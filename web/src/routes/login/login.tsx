import { Link, useNavigate } from 'react-router-dom';
import { AccountBenefits } from '@/features/accounts/account-asides';
import { AccountPage } from '@/features/accounts/account-page';
import { LoginForm } from '@/features/accounts/login-form';
import { useReturnPath } from '@/lib/return-path';
import { paths } from '@/paths';

/** /login (spec §2): after logging in, back to where the user came from (spec §4), else home. */
export function LoginRoute() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  return (
    <AccountPage
      eyebrow="Welcome back"
      title="Log in"
      intro="Log in to book tours, see your trips and manage your reviews."
      aside={<AccountBenefits />}
      footer={
        <p>
          New to India Tours?{' '}
          <Link to={paths.register.to(returnPath)} state={{ from: returnPath }}>
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm onLoggedIn={() => void navigate(returnPath ?? paths.home.to(), { replace: true })} />
    </AccountPage>
  );
}
