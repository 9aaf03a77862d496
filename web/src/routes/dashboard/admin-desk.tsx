import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CalendarDesk } from '@/features/availability/calendar-editing/calendar-desk';
import { ContactDesk } from '@/features/contact/contact-desk';
import { MailDesk } from '@/features/mail/mail-desk';
import { TripPlanDesk } from '@/features/trip-plans/trip-plan-desk';
import { DESK_PANELS, type DeskPanel } from '@/paths';
import { BookingsDesk } from './bookings-desk';
import { DeskNav } from './desk-nav';

const PANELS: Record<DeskPanel, ComponentType> = {
  bookings: BookingsDesk,
  messages: ContactDesk,
  trips: TripPlanDesk,
  mail: MailDesk,
  calendars: CalendarDesk,
};

function panelOf(searchParams: URLSearchParams): DeskPanel {
  const panel = searchParams.get('panel');
  return DESK_PANELS.find((name) => name === panel) ?? 'bookings';
}

/**
 * The admin's desk on /dashboard: bookings (spec §6), contact messages, trip plans, the mail the product sends and the
 * tours' calendars (issue 36), one panel at a time.
 */
export function AdminDesk() {
  const [searchParams] = useSearchParams();
  const panel = panelOf(searchParams);
  const Panel = PANELS[panel];
  return (
    <>
      <header className="page-header">
        <span className="eyebrow">Dashboard</span>
        <h1>Admin desk</h1>
      </header>
      <DeskNav current={panel} />
      <Panel />
    </>
  );
}
