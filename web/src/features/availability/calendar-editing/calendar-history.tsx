import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { TextSkeleton } from '@/components/skeleton';
import { CalendarHistoryDocument } from '@/gql/graphql';
import { ChangeList } from './change-list';
import './calendar-editing.css';

/** Every change admins made to the tour's calendar (who, when, from what to what), newest first. */
export function CalendarHistory({ tourId }: { tourId: string }) {
  const headingId = useId();
  const { data, error, refetch, fetchMore } = useQuery(CalendarHistoryDocument, {
    variables: { id: tourId },
    fetchPolicy: 'cache-and-network',
  });
  const changes = data?.tour?.calendar?.changes;

  return (
    <section className="calendar-card calendar-history" aria-labelledby={headingId}>
      <h2 id={headingId}>Change history</h2>
      {changes ? (
        <ChangeList changes={changes} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      ) : error ? (
        <LoadFailedNotice look="plain" message="The change history could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <div role="status">
          <span className="visually-hidden">Loading the change history…</span>
          <TextSkeleton lines={4} />
        </div>
      )}
    </section>
  );
}
