import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContactMessagesPanel } from '@/features/contact/contact-messages-panel';
import { MailDesk } from '@/features/mail/mail-desk';
import { TripPlansPanel } from '@/features/trip-plans/trip-plans-panel';
import { DESK_PANELS, type DeskPanel } from '@/paths';
import { BookingsPanel } from './bookings-panel';
import { DeskNav } from './desk-nav';

const PANELS: Record<DeskPanel, ComponentType> = {
  bookings: BookingsPanel,
  messages: ContactMessagesPanel,
  trips: TripPlansPanel,
  mail: MailDesk,
};

function panelOf(searchParams: URLSearchParams): DeskPanel {
  const panel = searchParams.get('panel');
  return DESK_PANELS.find((name) => name === panel) ?? 'bookings';
}

/** The admin's desk on /dashboard: bookings (spec §6), contact messages, trip plans and the mail the product sends, one panel at a time. */
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
