import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LoginRequiredDialog } from './login-required-dialog';
import { paths } from '@/paths';

/**
 * What a page for signed-in people (bookings, editing a review, the admin's edits; spec §4, §6) shows
 * a visitor who opens it by a link or a reload: the login-required dialog, and back here after logging
 * in. Closing the dialog leaves the same offer on the page, and nothing else. `offersSignUp`: as
 * LoginRequiredDialog's.
 */
export function SignInNotice({ reason, offersSignUp = true }: { reason: string; offersSignUp?: boolean }) {
  const { pathname, search } = useLocation();
  const returnPath = `${pathname}${search}`;
  const [isDialogOpen, setIsDialogOpen] = useState(true);

  return (
    <div className="notice">
      <p>{reason}</p>
      <p>
        <Link to={paths.login.to(returnPath)} state={{ from: returnPath }} className="button">
          Log in
        </Link>
        {offersSignUp && (
          <>
            {' '}
            <Link to={paths.register.to(returnPath)} state={{ from: returnPath }} className="button button--ghost">
              Create an account
            </Link>
          </>
        )}
      </p>
      {isDialogOpen && (
        <LoginRequiredDialog
          reason={reason}
          returnPath={returnPath}
          offersSignUp={offersSignUp}
          onClose={() => setIsDialogOpen(false)}
        />
      )}
    </div>
  );
}
