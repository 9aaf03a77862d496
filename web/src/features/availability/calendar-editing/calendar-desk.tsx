import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { DeskPanel } from '@/components/desk-panel/desk-panel';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { TextSkeleton } from '@/components/skeleton';
import { CalendarDeskDocument } from '@/gql/graphql';
import { useLoadAllPages } from '@/lib/use-load-all-pages';
import { paths } from '@/paths';
import './calendar-editing.css';

/** The admin desk's Calendars panel: every bookable tour (the Golden Triangle, then each state's) with a link to its calendar. */
export function CalendarDesk() {
  const { data, error, refetch, fetchMore } = useQuery(CalendarDeskDocument, { fetchPolicy: 'cache-and-network' });
  const { isLoadingMore } = useLoadAllPages(data?.specialTours.pageInfo, (after) => fetchMore({ variables: { after } }));
  const tours = data ? [...(data.goldenTriangle ? [data.goldenTriangle] : []), ...data.specialTours.edges.map((edge) => edge.node)] : [];

  return (
    <DeskPanel title="Calendars" hint="Every bookable tour's start dates: set the seats, close or open dates, and see who starts when.">
      {data ? (
        <ul className="calendar-desk" aria-label="Bookable tours" aria-busy={isLoadingMore}>
          {tours.map((tour) => (
            <li key={tour.id} className="calendar-desk__tour">
              <Link to={paths.tourCalendar.to(tour.id)} className="calendar-desk__link">
                {tour.title}
              </Link>
              <span className="calendar-desk__route">{tour.route}</span>
            </li>
          ))}
        </ul>
      ) : error ? (
        <LoadFailedNotice message="The tours could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <div role="status">
          <span className="visually-hidden">Loading the tours…</span>
          <TextSkeleton lines={6} />
        </div>
      )}
    </DeskPanel>
  );
}
