import { indianDate } from '@india-tours/validation/dates';
import type { CalendarHistory_ChangesFragment } from '@/gql/graphql';
import { formatIndiaDateTime } from '@/lib/format';

export type CalendarChange = CalendarHistory_ChangesFragment['edges'][number]['node'];

/**
 * One line of the history, from what changed to who and when:
 * "12/01/2027 · seats 40 → 12 · closed · by Priya Sharma · 28/11/2026, 14:05 IST" (a change of the default is "Default · …").
 */
export function describeChange(change: CalendarChange): string {
  const parts = [change.date == null ? 'Default' : indianDate(change.date)];
  if (change.seatsBefore !== change.seatsAfter) parts.push(`seats ${change.seatsBefore} → ${change.seatsAfter}`);
  if (change.closedBefore !== change.closedAfter) parts.push(change.closedAfter ? 'closed' : 'opened');
  parts.push(`by ${change.changedByName}`, formatIndiaDateTime(change.changedAt));
  return parts.join(' · ');
}
