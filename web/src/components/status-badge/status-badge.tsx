import type { ReactNode } from 'react';
import './status-badge.css';

/** What a status asks of the reader: waiting for something, done, nothing more to do, or gone wrong. */
export type StatusTone = 'waiting' | 'done' | 'idle' | 'failed';

/** Where an item stands, as a pill: the words say it, the colour only repeats them (WCAG 1.4.1). */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
