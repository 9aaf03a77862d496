import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon, UserIcon } from '@/components/icons';
import { dismissToast, showToast } from '@/components/toast/toast-store';
import { useClickOutside } from '@/lib/use-click-outside';
import { paths } from '@/paths';
import type { SessionUser } from '@/session/session-user';
import { useLogOut } from '@/session/use-log-out';
import './user-menu.css';

/**
 * The signed-in user's menu (spec §2): My History and Logout. A disclosure (button + list), so
 * its links and button are reached with Tab like any others; Escape or a press outside closes it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const { logOut, isLoggingOut } = useLogOut();
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useClickOutside([menuRef], () => setIsOpen(false));

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isOpen) return;
    setIsOpen(false);
    buttonRef.current?.focus();
  }

  async function handleLogOut() {
    const isLoggedOut = await logOut();
    // A leftover 'Login successful!' would contradict the logged-out page.
    if (isLoggedOut) dismissToast();
    else showToast('Something went wrong. Please try again.', 'error');
  }

  return (
    <div ref={menuRef} className="contact-bar__account user-menu" onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <UserIcon size={15} />
        <span className="visually-hidden">Account menu for </span>
        <span className="user-menu__name">{user.name}</span>
        <ChevronDownIcon size={14} />
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!isOpen}>
        <p className="user-menu__who">
          Signed in as <strong>{user.email}</strong>
        </p>
        <ul className="user-menu__list">
          <li>
            <Link to={paths.dashboard.to()} className="user-menu__item" onClick={() => setIsOpen(false)}>
              My History
            </Link>
          </li>
          <li>
            <button type="button" className="user-menu__item" disabled={isLoggingOut} onClick={() => void handleLogOut()}>
              {isLoggingOut ? 'Logging out…' : 'Logout'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
