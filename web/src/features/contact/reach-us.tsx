import { useId } from 'react';
import { site } from '@/lib/site';
import { contactLinks } from '@/paths';
import './contact.css';

/** Beside the contact form: the operator's phone, email, hours and office, for those who would rather call. */
export function ReachUs() {
  const titleId = useId();
  return (
    <section className="reach-us" aria-labelledby={titleId}>
      <h2 id={titleId} className="reach-us__title">
        Other ways to reach us
      </h2>
      <address className="reach-us__details">
        <span>
          Call <a href={contactLinks.phone(site.phone)}>{site.phone}</a>, {site.hours}.
        </span>
        <span>
          Write to <a href={contactLinks.email(site.email)}>{site.email}</a>.
        </span>
        <span>Visit us at {site.address}.</span>
      </address>
    </section>
  );
}
