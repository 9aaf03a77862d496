import { indianDate } from '@india-tours/validation/dates';
import type { CalendarManifestQuery } from '@/gql/graphql';
import { contactLinks, paths } from '@/paths';

type Manifest = NonNullable<NonNullable<CalendarManifestQuery['tour']>['calendar']>['manifest'];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 (2 adults, 1 child)": a seat is a traveller, adults and children alike; the party under the count on a phone. */
function Travellers({ adults, children }: { adults: number; children: number }) {
  const party = [plural(adults, 'adult', 'adults'), ...(children > 0 ? [plural(children, 'child', 'children')] : [])];
  return (
    <>
      {adults + children} <span className="calendar-manifest__party">({party.join(', ')})</span>
    </>
  );
}

/** One start date's bookings, by name, with the total and the CSV link; a day nobody starts says so. */
export function ManifestTable({ tourId, manifest }: { tourId: string; manifest: Manifest }) {
  const { date } = manifest;
  if (manifest.bookings.length === 0) return <p>Nobody starts on {indianDate(date)}.</p>;
  return (
    <>
      <div className="calendar-table-frame">
        <table className="calendar-table">
          <caption>Who starts on {indianDate(date)}</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Name</th>
              <th scope="col">Phone</th>
              <th scope="col">Travellers</th>
            </tr>
          </thead>
          <tbody>
            {manifest.bookings.map((booking) => (
              <tr key={booking.id}>
                <td>{booking.reference}</td>
                <th scope="row">{booking.name}</th>
                <td>
                  <a href={contactLinks.phone(booking.phone)}>{booking.phone}</a>
                </td>
                <td>
                  <Travellers {...booking} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total travellers
              </th>
              <td>{manifest.travellers}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p>
        <a className="button button--ghost" href={paths.manifestCsv.to(tourId, date)} download>
          Download CSV
        </a>
      </p>
    </>
  );
}
