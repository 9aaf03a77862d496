import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarDates } from '@/features/availability/calendar-editing/calendar-dates';
import { CalendarHistory } from '@/features/availability/calendar-editing/calendar-history';
import { CalendarManifest } from '@/features/availability/calendar-editing/calendar-manifest';
import { monthRange, todayInIndia } from '@/features/availability/calendar-editing/calendar-month';
import { monthLabel, type Month } from '@/features/availability/month-grid';
import { DatesForm } from '@/features/availability/calendar-editing/dates-form';
import { DefaultSeatsForm } from '@/features/availability/calendar-editing/default-seats-form';
import { MonthSwitcher } from '@/features/availability/calendar-editing/month-switcher';
import type { CalendarDates_DateFragment, TourCalendarPageQuery } from '@/gql/graphql';
import { paths } from '@/paths';

type PageTour = NonNullable<TourCalendarPageQuery['tour']>;
/** The page's tour once its calendar is there (an admin asked). */
export type CalendarTour = PageTour & { calendar: NonNullable<PageTour['calendar']> };

type CalendarScreenProps = {
  tour: CalendarTour;
  month: Month;
  /** The month's dates; undefined while another month loads. */
  dates: readonly CalendarDates_DateFragment[] | undefined;
  onMonthChange: (month: Month) => void;
};

/** The first date from today with travellers booked: where the manifest opens, unless dates are selected. */
function nextDateWithTravellers(tour: CalendarTour): string | undefined {
  return tour.calendar.upcoming.find((upcoming) => upcoming.seatsTaken > 0)?.date;
}

/**
 * The calendar of one tour: its default seats, a month of start dates to select and change, the manifest of a date
 * and the history of changes. The selection belongs to the month shown: another month starts with none.
 */
export function CalendarScreen({ tour, month, dates, onMonthChange }: CalendarScreenProps) {
  const monthHeadingId = useId();
  const [today] = useState(todayInIndia);
  const [selected, setSelected] = useState<readonly string[]>([]);
  // What the admin typed in the manifest's date field; until then it follows the selection.
  const [manifestText, setManifestText] = useState<string>();
  const shownRange = monthRange(month);
  const manifestDate = manifestText ?? selected[0] ?? nextDateWithTravellers(tour) ?? today;

  function toggle(date: string) {
    setSelected((dates) => (dates.includes(date) ? dates.filter((selectedDate) => selectedDate !== date) : [...dates, date].sort()));
    setManifestText(undefined);
  }

  function showMonth(next: Month) {
    setSelected([]);
    onMonthChange(next);
  }

  return (
    <>
      <p className="tour-calendar__links">
        <Link to={paths.dashboard.to('calendars')}>All calendars</Link>
        <Link to={paths.tour.to(tour.id)}>The tour&apos;s page</Link>
      </p>
      <div className="tour-calendar__layout">
        <div className="tour-calendar__default">
          <DefaultSeatsForm tourId={tour.id} calendar={tour.calendar} shownRange={shownRange} />
        </div>
        <section className="calendar-card tour-calendar__month" aria-labelledby={monthHeadingId}>
          <h2 id={monthHeadingId}>Start dates</h2>
          <MonthSwitcher month={month} onChange={showMonth} />
          <CalendarDates caption={`Start dates in ${monthLabel(month)}`} dates={dates} today={today} selected={new Set(selected)} onToggle={toggle} />
        </section>
        <div className="tour-calendar__change">
          <DatesForm tourId={tour.id} dates={selected} shownRange={shownRange} onChanged={() => setSelected([])} />
        </div>
      </div>
      <CalendarManifest tourId={tour.id} dateText={manifestDate} onDateTextChange={setManifestText} />
      <CalendarHistory tourId={tour.id} />
    </>
  );
}
