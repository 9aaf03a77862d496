import { useQuery } from '@apollo/client/react';
import { indianDate, isIsoDate } from '@india-tours/validation/dates';
import { useId } from 'react';
import { TextField } from '@/components/form/text-field';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { TextSkeleton } from '@/components/skeleton';
import { CalendarManifestDocument } from '@/gql/graphql';
import { ManifestTable } from './manifest-table';
import './calendar-editing.css';

type CalendarManifestProps = {
  tourId: string;
  /** The date field's value, `YYYY-MM-DD` (empty or partial while the admin types one). */
  dateText: string;
  onDateTextChange: (text: string) => void;
};

/** Who starts the tour on a chosen date (reference, name, phone, travellers), with its CSV for the guide and the driver. */
export function CalendarManifest({ tourId, dateText, onDateTextChange }: CalendarManifestProps) {
  const headingId = useId();
  const date = isIsoDate(dateText) ? dateText : undefined;
  const { data, error, refetch } = useQuery(CalendarManifestDocument, {
    variables: { id: tourId, date: date ?? '' },
    skip: !date,
    fetchPolicy: 'cache-and-network',
  });
  const manifest = data?.tour?.calendar?.manifest;

  return (
    <section className="calendar-card calendar-manifest" aria-labelledby={headingId}>
      <h2 id={headingId}>Manifest</h2>
      <div className="calendar-manifest__date">
        <TextField label="Start date" type="date" value={dateText} onChange={(event) => onDateTextChange(event.target.value)} />
      </div>
      {!date ? (
        <p>Choose a start date to see who starts that day.</p>
      ) : manifest && manifest.date === date ? (
        <ManifestTable tourId={tourId} manifest={manifest} />
      ) : error ? (
        <LoadFailedNotice look="plain" message={`The manifest of ${indianDate(date)} could not be loaded.`} onRetry={() => void refetch()} />
      ) : (
        <div role="status">
          <span className="visually-hidden">Loading the manifest…</span>
          <TextSkeleton lines={3} />
        </div>
      )}
    </section>
  );
}
