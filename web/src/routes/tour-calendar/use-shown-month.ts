import { useSearchParams } from 'react-router-dom';
import { isMonth, todayInIndia } from '@/features/availability/calendar-editing/calendar-month';
import { monthOf, type Month } from '@/features/availability/month-grid';

/**
 * The month the calendar shows, from `?month=YYYY-MM` (a reload or a shared link opens the same one); without it, or
 * with a malformed one, the current month in India. Moving between months replaces the entry: Back leaves the screen.
 */
export function useShownMonth(): [Month, (month: Month) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('month');
  const currentMonth = monthOf(todayInIndia());
  const month = isMonth(asked) ? asked : currentMonth;
  const showMonth = (next: Month) => setSearchParams(next === currentMonth ? {} : { month: next }, { replace: true });
  return [month, showMonth];
}
