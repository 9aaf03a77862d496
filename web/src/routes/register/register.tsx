import { Link, useNavigate } from 'react-router-dom';
import { AccountBenefits } from '@/features/accounts/account-asides';
import { AccountPage } from '@/features/accounts/account-page';
import { RegisterForm } from '@/features/accounts/register-form';
import { useReturnPath } from '@/lib/return-path';
import { paths } from '@/paths';

/** /register (spec §2): a new account is signed in and returns to where it came from (spec §4). */
export function RegisterRoute() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  return (
    <AccountPage
      eyebrow="Join India Tours"
      title="Create an account"
      intro="Register to book tours and keep all your trips in one place."
      aside={<AccountBenefits />}
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.login.to(returnPath)} state={{ from: returnPath }}>
            Log in
          </Link>
        </p>
      }
    >
      <RegisterForm onRegistered={() => void navigate(returnPath ?? paths.home.to(), { replace: true })} />
    </AccountPage>
  );
}
