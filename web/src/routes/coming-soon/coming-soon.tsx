import { Link, useMatches } from 'react-router-dom';
import { site } from '@/lib/site';
import { contactLinks, paths } from '@/paths';
import { isComingSoonHandle } from './coming-soon-handle';
import './coming-soon.css';

/** One placeholder for every screen of the spec that is not built yet. */
export function ComingSoonRoute() {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isComingSoonHandle);
  const title = handle?.title ?? 'Coming soon';
  return (
    <div className="page">
      <title>{`${title} · ${site.name}`}</title>
      <section className="coming-soon" aria-labelledby="coming-soon-title">
        <span className="coming-soon__badge">Coming soon</span>
        <h1 id="coming-soon-title">{title}</h1>
        <p className="coming-soon__blurb">{handle?.blurb}</p>
        <p>
          This page is almost ready. Until then, our travel team is happy to help: call{' '}
          <a href={contactLinks.phone(site.phone)}>{site.phone}</a> or write to{' '}
          <a href={contactLinks.email(site.email)}>{site.email}</a> ({site.hours}).
        </p>
        <div className="coming-soon__actions">
          <Link to={paths.indiaTours.to()} className="button">
            Explore destinations
          </Link>
          <Link to={paths.home.to()} className="button button--ghost">
            Back to home
          </Link>
        </div>
      </section>
    </div>
  );
}
