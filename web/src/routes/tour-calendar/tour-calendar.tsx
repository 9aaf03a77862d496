import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { AdminEditFrame, AdminEditNotice, AdminEditPage, adminEditState, type AdminEditState } from '@/components/admin-edit/admin-edit-page';
import { monthRange } from '@/features/availability/calendar-editing/calendar-month';
import { TourCalendarPageDocument, type TourCalendarPageQuery } from '@/gql/graphql';
import { paths } from '@/paths';
import { CalendarScreen, type CalendarTour } from './calendar-screen';
import { useShownMonth } from './use-shown-month';
import './tour-calendar.css';

export const tourCalendarNotices = {
  notFound: 'No tour has this ID.',
  loadFailed: 'We could not load this calendar right now. Please check your connection and try again.',
} as const;

const CALENDAR_PAGE = {
  heading: 'Calendar and seats',
  lead: 'Set how many travellers each start date takes, close or open dates, and see who starts when.',
} as const;

const ALL_CALENDARS = { to: paths.dashboard.to('calendars'), label: 'See all calendars' };

/**
 * /tour-calendar/{id} (issue 36): an admin's calendar of a bookable tour, by its ID (a global ID, or 999 for the
 * Golden Triangle, as `tour(id:)` takes it); works from its URL alone, the month shown included.
 */
export function TourCalendarRoute() {
  const { id = '' } = useParams();
  return (
    <AdminEditPage text={CALENDAR_PAGE}>
      <TourCalendar key={id} id={id} />
    </AdminEditPage>
  );
}

type PageAnswer = { data?: TourCalendarPageQuery | undefined; previousData?: TourCalendarPageQuery | undefined; error?: unknown; loading: boolean };

/**
 * The edit pages' states (who may see it, then the tour), from the last answer while another month loads. `tour(id:)`
 * answers null, without an error, for an ID that names no tour.
 */
function calendarPageState({ data, previousData, error, loading }: PageAnswer): AdminEditState<CalendarTour> {
  const shown = data ?? previousData;
  if (shown?.me?.role === 'ADMIN' && !shown.tour) return { status: 'notFound' };
  const tour = shown?.tour?.calendar ? { ...shown.tour, calendar: shown.tour.calendar } : null;
  return adminEditState({ data: shown && { me: shown.me, node: shown.tour }, error, loading }, tour);
}

function TourCalendar({ id }: { id: string }) {
  const [month, showMonth] = useShownMonth();
  const answer = useQuery(TourCalendarPageDocument, { variables: { id, ...monthRange(month) }, errorPolicy: 'all' });
  const page = calendarPageState(answer);
  return (
    <AdminEditFrame {...CALENDAR_PAGE} itemTitle={page.status === 'ready' ? page.item.title : undefined}>
      {page.status === 'ready' ? (
        <CalendarScreen tour={page.item} month={month} dates={answer.data?.tour?.calendar?.dates} onMonthChange={showMonth} />
      ) : (
        <AdminEditNotice status={page.status} {...tourCalendarNotices} back={ALL_CALENDARS} onRetry={() => void answer.refetch()} />
      )}
    </AdminEditFrame>
  );
}
