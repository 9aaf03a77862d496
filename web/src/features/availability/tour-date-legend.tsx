import { FEW_SEATS_LEFT, tourDateStatusLabels } from '@india-tours/validation/availability';

const SHOWN = ['OPEN', 'FEW_LEFT', 'SOLD_OUT', 'CLOSED'] as const;

/** What the calendar's marks mean; /about says the same. */
export function TourDateLegend() {
  return (
    <ul className="tour-dates__legend" aria-label="What the dates show">
      {SHOWN.map((status) => (
        <li key={status}>
          <span className={`tour-dates__swatch tour-dates__day--${status.toLowerCase()}`} aria-hidden="true" />
          {tourDateStatusLabels[status]}
        </li>
      ))}
      <li className="tour-dates__legend-note">Seats left are the live count; “few left” means {FEW_SEATS_LEFT} or fewer.</li>
    </ul>
  );
}
