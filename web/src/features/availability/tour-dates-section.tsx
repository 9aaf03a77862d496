import type { TourDateSeats } from '@india-tours/validation/availability';
import { addDays } from '@india-tours/validation/dates';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { TextSkeleton } from '@/components/skeleton';
import { monthOf } from './month-grid';
import { CALENDAR_DAYS } from './use-tour-dates';
import { TourDatesCalendar } from './tour-dates-calendar';

export const TOUR_DATES_LOAD_FAILED = 'We could not load the start dates right now. Please check your connection and try again.';

type TourDatesSectionProps = {
  dates: { byDate: ReadonlyMap<string, TourDateSeats>; today: string; isLoading: boolean; hasFailed: boolean; refetch: () => void };
  selected: string | undefined;
  onPick: (date: string) => void;
};

/** The tour page's "Start dates": the calendar, or its loading and failed states. */
export function TourDatesSection({ dates, selected, onPick }: TourDatesSectionProps) {
  return (
    <section className="tour-page__dates" aria-labelledby="tour-dates-heading">
      <h2 id="tour-dates-heading">Start dates</h2>
      <p className="tour-page__dates-lead">Pick the day your trip starts: each date shows the seats left (one per traveller).</p>
      {dates.hasFailed ? (
        <LoadFailedNotice message={TOUR_DATES_LOAD_FAILED} onRetry={dates.refetch} />
      ) : dates.isLoading ? (
        <TextSkeleton lines={6} />
      ) : (
        <TourDatesCalendar
          byDate={dates.byDate}
          today={dates.today}
          lastMonth={monthOf(addDays(dates.today, CALENDAR_DAYS - 1))}
          selected={selected}
          onPick={onPick}
        />
      )}
    </section>
  );
}
