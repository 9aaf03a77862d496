import { useSearchParams } from 'react-router-dom';
import { OutboxPanel } from '@/features/outbox/outbox-panel';
import { DESK_PANELS, type DeskPanel } from '@/paths';
import { BookingsPanel } from './bookings-panel';
import { DeskNav } from './desk-nav';

function panelOf(searchParams: URLSearchParams): DeskPanel {
  const panel = searchParams.get('panel');
  return DESK_PANELS.find((name) => name === panel) ?? 'bookings';
}

/** The admin's desk on /dashboard: bookings (spec §6), and the mail the product sends, one panel at a time. */
export function AdminDesk() {
  const [searchParams] = useSearchParams();
  const panel = panelOf(searchParams);
  return (
    <>
      <header className="page-header">
        <span className="eyebrow">Dashboard</span>
        <h1>Admin desk</h1>
      </header>
      <DeskNav current={panel} />
      {panel === 'mail' ? <OutboxPanel /> : <BookingsPanel />}
    </>
  );
}
