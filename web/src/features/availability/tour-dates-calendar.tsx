import { tourDateStatusLabels, type TourDateSeats } from '@india-tours/validation/availability';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addMonths, dayAfterKey, dayLabel, monthLabel, monthOf, weeksOf, WEEKDAYS, type Month } from './month-grid';
import { TourDateLegend } from './tour-date-legend';
import './tour-dates-calendar.css';

type TourDatesCalendarProps = {
  /** The start dates known, by date (a year from today). */
  byDate: ReadonlyMap<string, TourDateSeats>;
  /** Today in India: the first month shown and the first day that exists for the grid. */
  today: string;
  /** The last month that may be shown. */
  lastMonth: Month;
  /** The arrival date picked so far, if any. */
  selected: string | undefined;
  /** Called with a date that can be booked, when the traveller picks it. */
  onPick: (date: string) => void;
};

const isBookable = (tourDate: TourDateSeats | undefined) => tourDate?.status === 'OPEN' || tourDate?.status === 'FEW_LEFT';

/** What a day's cell says under its number, short enough for a 360 px screen; its label says it in full. */
function cellNote(tourDate: TourDateSeats | undefined): string {
  switch (tourDate?.status) {
    case 'OPEN':
    case 'FEW_LEFT':
      return `${tourDate.seatsLeft} left`;
    case 'SOLD_OUT':
      return 'Full';
    case 'CLOSED':
      return 'Off';
    default:
      return '';
  }
}

/**
 * What a screen reader adds after the cell's visible text ("18 40 left"): the whole date and what the status means. After,
 * not instead, so that the name starts with what is seen (WCAG 2.5.3, label in name).
 */
function cellContext(date: string, tourDate: TourDateSeats | undefined): string {
  return tourDate ? `, ${dayLabel(date)}: ${tourDateStatusLabels[tourDate.status]}` : `, ${dayLabel(date)}`;
}

/**
 * The tour's start dates as a month grid (the WAI-ARIA date grid: one tab stop, arrows move by day and week, Home and
 * End to the week's ends, Page Up and Down by month), each day with its status and seats left from the live count.
 */
export function TourDatesCalendar({ byDate, today, lastMonth, selected, onPick }: TourDatesCalendarProps) {
  const firstMonth = monthOf(today);
  const [focused, setFocused] = useState(() => selected ?? firstBookableDay(byDate) ?? today);
  const [month, setMonth] = useState<Month>(() => monthOf(focused));
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const hasKeyboardMove = useRef(false);

  // A date picked or typed elsewhere (the form) is shown: its month, and the focus on it.
  const [shownSelection, setShownSelection] = useState(selected);
  if (selected !== shownSelection) {
    setShownSelection(selected);
    if (selected && monthOf(selected) >= firstMonth && monthOf(selected) <= lastMonth) {
      setFocused(selected);
      setMonth(monthOf(selected));
    }
  }

  useEffect(() => {
    if (!hasKeyboardMove.current) return;
    hasKeyboardMove.current = false;
    cells.current.get(focused)?.focus();
  }, [focused]);

  const showMonth = (next: Month) => {
    setMonth(next);
    setFocused(next === firstMonth ? today : `${next}-01`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const next = dayAfterKey(event.key, day);
    if (!next) return;
    event.preventDefault();
    const bounded = next < today ? today : monthOf(next) > lastMonth ? day : next;
    hasKeyboardMove.current = true;
    setFocused(bounded);
    setMonth(monthOf(bounded));
  };

  const headingId = `tour-dates-${month}`;
  return (
    <div className="tour-dates">
      <div className="tour-dates__bar">
        <button type="button" className="tour-dates__step" onClick={() => showMonth(addMonths(month, -1))} disabled={month <= firstMonth} aria-label="Previous month">
          ‹
        </button>
        <h3 id={headingId} className="tour-dates__month" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <button type="button" className="tour-dates__step" onClick={() => showMonth(addMonths(month, 1))} disabled={month >= lastMonth} aria-label="Next month">
          ›
        </button>
      </div>
      <table role="grid" className="tour-dates__grid" aria-labelledby={headingId}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day === null || day < today ? (
                  <td key={day ?? `blank-${index}`} role="gridcell" className="tour-dates__blank">
                    {day !== null && <span aria-hidden="true">{Number(day.slice(8))}</span>}
                  </td>
                ) : (
                  <td key={day} role="gridcell" aria-selected={day === selected}>
                    <button
                      type="button"
                      ref={(element) => void (element ? cells.current.set(day, element) : cells.current.delete(day))}
                      className={`tour-dates__day tour-dates__day--${(byDate.get(day)?.status ?? 'unknown').toLowerCase()}`}
                      tabIndex={day === focused ? 0 : -1}
                      aria-disabled={!isBookable(byDate.get(day)) || undefined}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => setFocused(day)}
                      onClick={() => isBookable(byDate.get(day)) && onPick(day)}
                    >
                      <span className="tour-dates__number">{Number(day.slice(8))}</span>{' '}
                      <span className="tour-dates__note">{cellNote(byDate.get(day))}</span>
                      <span className="visually-hidden">{cellContext(day, byDate.get(day))}</span>
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <TourDateLegend />
    </div>
  );
}

function firstBookableDay(byDate: ReadonlyMap<string, TourDateSeats>): string | undefined {
  for (const [date, tourDate] of byDate) if (isBookable(tourDate)) return date;
  return undefined;
}
