import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/paths';
import { LoadFailedNotice } from './load-failed-notice';
import { NotFoundMessage } from './not-found-message';

/** Route error boundary: a friendly page instead of a blank screen (STYLE §7). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <div className="page">
      <title>Something went wrong · India Tours</title>
      <LoadFailedNotice
        title="Something went wrong"
        message="We could not show this page. Please try again; if it keeps happening, contact us and we will sort it out."
        onRetry={() => window.location.reload()}
        otherActions={
          <Link to={paths.home.to()} className="button button--ghost">
            Back to home
          </Link>
        }
      />
    </div>
  );
}
