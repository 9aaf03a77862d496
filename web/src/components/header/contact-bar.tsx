import { Link } from 'react-router-dom';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/icons';
import { site } from '@/lib/site';
import { contactLinks, paths } from '@/paths';
import { useSessionUser } from '@/session/use-session-user';
import { UserMenu } from './user-menu';

export function ContactBar() {
  const user = useSessionUser();
  return (
    <div className="contact-bar">
      <div className="contact-bar__inner">
        <ul className="contact-bar__details" aria-label="Contact us">
          <li>
            <PhoneIcon size={14} /> <a href={contactLinks.phone(site.phone)}>{site.phone}</a>
          </li>
          <li>
            <MailIcon size={14} /> <a href={contactLinks.email(site.email)}>{site.email}</a>
          </li>
          <li className="contact-bar__hours">
            <ClockIcon size={14} /> {site.hours}
          </li>
        </ul>
        {user ? (
          <UserMenu user={user} />
        ) : (
          <ul className="contact-bar__account" aria-label="Account">
            <li>
              <Link to={paths.login.to()}>Login</Link>
            </li>
            <li>
              <Link to={paths.register.to()} className="contact-bar__register">
                Register
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
