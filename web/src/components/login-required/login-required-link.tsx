import { useState, type MouseEvent } from 'react';
import { Link, useResolvedPath, type LinkProps } from 'react-router-dom';
import { useSessionUser } from '@/session/use-session-user';
import { LoginRequiredDialog } from './login-required-dialog';

type LoginRequiredLinkProps = LinkProps & {
  /** What the dialog says to a visitor, e.g. 'Please log in to book this tour.' */
  reason: string;
};

/**
 * A link to something only a signed-in user may do (spec §4, §6). Signed in, it is a plain link.
 * Logged out, it opens the login-required dialog instead of going there, and after logging in the
 * user lands on the link's target (the tour they chose), not back on the list they clicked in.
 * The link keeps its address either way, so "open in a new tab" still works and the target can ask
 * for login itself.
 */
export function LoginRequiredLink({ reason, onClick, ...linkProps }: LoginRequiredLinkProps) {
  const user = useSessionUser();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  // A path inside the app (no basename): the login page hands it to navigate(), which adds the basename.
  const { pathname, search } = useResolvedPath(linkProps.to);
  const targetPath = `${pathname}${search}`;

  if (user) return <Link onClick={onClick} {...linkProps} />;

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    // Modified clicks (new tab, new window) keep their browser meaning.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setIsDialogOpen(true);
  }

  return (
    <>
      <Link {...linkProps} aria-haspopup="dialog" onClick={openDialog} />
      {isDialogOpen && (
        <LoginRequiredDialog reason={reason} returnPath={targetPath} onClose={() => setIsDialogOpen(false)} />
      )}
    </>
  );
}
