import { Link } from 'react-router-dom';
import { paths, type DeskPanel } from '@/paths';

const PANEL_LABELS: Record<DeskPanel, string> = {
  bookings: 'Bookings',
  messages: 'Messages',
  trips: 'Trip plans',
  mail: 'Mail',
};

/** The desk's panels as links: each panel has its own URL, so a reload or a bookmark opens the same one. */
export function DeskNav({ current }: { current: DeskPanel }) {
  return (
    <nav className="desk-nav" aria-label="Admin desk">
      <ul>
        {(Object.keys(PANEL_LABELS) as DeskPanel[]).map((panel) => (
          <li key={panel}>
            <Link to={paths.dashboard.to(panel)} className="desk-nav__link" aria-current={panel === current ? 'page' : undefined}>
              {PANEL_LABELS[panel]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
