import { Link } from 'react-router-dom';
import { paths } from '@/paths';

export function NotFoundMessage() {
  return (
    <div className="page">
      <title>Page not found · India Tours</title>
      <div className="notice">
        <p className="eyebrow">404</p>
        <h1>This road leads nowhere</h1>
        <p>We could not find the page you were looking for. It may have moved, or the link may be mistyped.</p>
        <p>
          <Link to={paths.home.to()} className="button button--teal">
            Back to home
          </Link>{' '}
          <Link to={paths.indiaTours.to()} className="button button--ghost">
            Explore destinations
          </Link>
        </p>
      </div>
    </div>
  );
}
