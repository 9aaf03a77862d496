import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/paths';
import { NotFoundMessage } from './not-found-message';

/** Route error boundary: a friendly page instead of a blank screen (STYLE §7). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <div className="page">
      <title>Something went wrong · India Tours</title>
      <div className="notice" role="alert">
        <h1>Something went wrong</h1>
        <p>We could not show this page. Please try again; if it keeps happening, contact us and we will sort it out.</p>
        <p>
          <button type="button" className="button button--teal" onClick={() => window.location.reload()}>
            Try again
          </button>{' '}
          <Link to={paths.home.to()} className="button button--ghost">
            Back to home
          </Link>
        </p>
      </div>
    </div>
  );
}
