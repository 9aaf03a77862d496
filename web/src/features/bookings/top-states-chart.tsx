import type { TopStatesChart_StateBookingCountFragment } from '@/gql/graphql';
import './top-states-chart.css';

type TopStatesChartProps = {
  counts: ReadonlyArray<TopStatesChart_StateBookingCountFragment>;
  /** The id of the heading that names the chart. */
  labelledBy: string;
};

/**
 * The admin's top-5 states (spec §6, §9) as plain HTML bars. The bars only draw what the text says:
 * each item reads "Kerala, 12 bookings", so the chart needs no picture to be understood.
 */
export function TopStatesChart({ counts, labelledBy }: TopStatesChartProps) {
  if (counts.length === 0) return <p className="notice">No confirmed bookings yet.</p>;
  const largest = Math.max(...counts.map((entry) => entry.count), 1);
  return (
    <ol className="top-states" aria-labelledby={labelledBy}>
      {counts.map(({ state, count }) => (
        <li key={state} className="top-states__item">
          <span className="top-states__state">{state}</span>
          <span className="top-states__count">
            {count} {count === 1 ? 'booking' : 'bookings'}
          </span>
          <span className="top-states__track" aria-hidden="true">
            <span className="top-states__bar" style={{ inlineSize: `${(count / largest) * 100}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
