import { addMonths, monthLabel, type Month } from '../month-grid';
import './calendar-dates.css';

/** The month the table shows, with the buttons to the one before and after; the new month is read out. */
export function MonthSwitcher({ month, onChange }: { month: Month; onChange: (month: Month) => void }) {
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  return (
    <div className="month-switcher">
      <button type="button" className="month-switcher__step" aria-label={`Previous month, ${monthLabel(previous)}`} onClick={() => onChange(previous)}>
        <span aria-hidden="true">‹</span>
      </button>
      <p className="month-switcher__month" aria-live="polite">
        {monthLabel(month)}
      </p>
      <button type="button" className="month-switcher__step" aria-label={`Next month, ${monthLabel(next)}`} onClick={() => onChange(next)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
