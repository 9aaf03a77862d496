import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths, type DeskPanel } from '@/paths';

const PANEL_LABELS: Record<DeskPanel, string> = {
  bookings: 'Bookings',
  messages: 'Messages',
  trips: 'Trip plans',
  mail: 'Mail',
  calendars: 'Calendars',
};

/** Whole, not cut at the row's edge: a partly shown link is not scrolled on focus by Chromium. */
function scrollIntoRow(link: HTMLElement | null): void {
  link?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * The desk's panels as links: each panel has its own URL, so a reload or a bookmark opens the same one.
 * On a phone the links scroll sideways in one row (dashboard.css): the current one, and the one the
 * keyboard reaches, are scrolled into view.
 */
export function DeskNav({ current }: { current: DeskPanel }) {
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // A block, not an arrow's value: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
    scrollIntoRow(currentRef.current);
  }, [current]);

  return (
    <nav className="desk-nav" aria-label="Admin desk">
      <ul>
        {(Object.keys(PANEL_LABELS) as DeskPanel[]).map((panel) => (
          <li key={panel}>
            <Link
              ref={panel === current ? currentRef : undefined}
              to={paths.dashboard.to(panel)}
              className="desk-nav__link"
              aria-current={panel === current ? 'page' : undefined}
              onFocus={(event) => scrollIntoRow(event.currentTarget)}
            >
              {PANEL_LABELS[panel]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
