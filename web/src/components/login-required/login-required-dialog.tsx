import { Link } from 'react-router-dom';
import { Dialog } from '@/components/dialog/dialog';
import { LockIcon } from '@/components/icons';
import { paths } from '@/paths';

/**
 * Spec §4: booking needs an account. Offers login (or sign-up) and remembers where the user was
 * going (`returnPath`), both in the router state and in `?from=`, so they arrive there after
 * logging in, even after a reload. `offersSignUp`: false where a new account could not go on
 * (an admin's page), so only login is offered.
 */
export function LoginRequiredDialog({
  reason,
  returnPath: from,
  offersSignUp = true,
  onClose,
}: {
  reason: string;
  returnPath: string;
  offersSignUp?: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog title="Log in to continue" icon={<LockIcon size={26} />} onClose={onClose}>
      <p className="dialog__lead">{reason}</p>
      {offersSignUp && (
        <p>New to India Tours? Creating an account takes a minute, and you go straight on to where you were heading.</p>
      )}
      <div className="dialog__actions">
        <Link to={paths.login.to(from)} state={{ from }} className="button" data-autofocus>
          Log in
        </Link>
        {offersSignUp && (
          <Link to={paths.register.to(from)} state={{ from }} className="button button--ghost">
            Create an account
          </Link>
        )}
      </div>
    </Dialog>
  );
}
