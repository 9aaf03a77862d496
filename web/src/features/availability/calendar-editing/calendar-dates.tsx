import { tourDateStatusLabels } from '@india-tours/validation/availability';
import { indianDate } from '@india-tours/validation/dates';
import { TextSkeleton } from '@/components/skeleton';
import type { CalendarDates_DateFragment } from '@/gql/graphql';
import { weekdayOf } from './calendar-month';
import './calendar-editing.css';
import './calendar-dates.css';

type CalendarDatesProps = {
  /** The table's caption, e.g. "Start dates in January 2027". */
  caption: string;
  /** The month's dates, day by day; undefined while they load. */
  dates: readonly CalendarDates_DateFragment[] | undefined;
  /** Today in India: earlier dates cannot be changed, so they have no checkbox. */
  today: string;
  selected: ReadonlySet<string>;
  onToggle: (date: string) => void;
};

/**
 * A month of start dates as the operator manages them, one row per date: a table a screen reader walks by row and
 * column, each row headed by its date (the checkbox that selects it for a change).
 */
export function CalendarDates({ caption, dates, today, selected, onToggle }: CalendarDatesProps) {
  if (!dates) {
    return (
      <div role="status">
        <span className="visually-hidden">Loading the dates…</span>
        <TextSkeleton lines={10} />
      </div>
    );
  }
  return (
    <>
      <div className="calendar-table-frame">
        <table className="calendar-table calendar-dates">
        {/* The month switcher above shows the month; the caption names the table for whoever walks it. */}
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Seats</th>
            <th scope="col">Taken</th>
            <th scope="col">Held</th>
            <th scope="col">Left</th>
          </tr>
        </thead>
        <tbody>
          {dates.map((date) => (
            <DateRow key={date.date} date={date} canChange={date.date >= today} isSelected={selected.has(date.date)} onToggle={onToggle} />
          ))}
        </tbody>
        </table>
      </div>
      <p className="calendar-dates__legend">
        <span className="calendar-mark">own</span> seats set for that date; the other dates follow the default.
      </p>
    </>
  );
}

type DateRowProps = { date: CalendarDates_DateFragment; canChange: boolean; isSelected: boolean; onToggle: (date: string) => void };

function DateRow({ date, canChange, isSelected, onToggle }: DateRowProps) {
  const day = date.date;
  // "Tue 12/01" on screen (two lines on a phone), the year in the caption; read out whole, the visible words first (WCAG 2.5.3).
  const shortName = (
    <span className="calendar-dates__name">
      <span>{weekdayOf(day)}</span> <span>{indianDate(day).slice(0, 5)}</span>
    </span>
  );
  const fullName = `${weekdayOf(day)} ${indianDate(day)}`;
  const rowClass = ['calendar-dates__row', date.isClosed && 'calendar-dates__row--closed', isSelected && 'calendar-dates__row--selected'];
  return (
    <tr className={rowClass.filter(Boolean).join(' ')}>
      <th scope="row">
        {canChange ? (
          <label className="calendar-dates__day">
            <input type="checkbox" aria-label={fullName} checked={isSelected} onChange={() => onToggle(day)} />
            {shortName}
          </label>
        ) : (
          <span className="calendar-dates__day calendar-dates__day--past">
            {shortName}
          </span>
        )}
      </th>
      {/* The operator's closing first: a closed date within the 48-hour notice is still one they closed. */}
      <td>{tourDateStatusLabels[date.isClosed ? 'CLOSED' : date.status]}</td>
      <td>
        {date.seats}
        {date.hasOwnSeats && <span className="calendar-mark">own</span>}
      </td>
      <td>{date.seatsTaken}</td>
      <td>{date.seatsHeld}</td>
      <td>{date.seatsLeft}</td>
    </tr>
  );
}
