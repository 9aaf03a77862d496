import { useId, type ReactNode } from 'react';
import './desk-panel.css';

type DeskPanelProps = {
  title: string;
  /** One line on what the panel holds and what to do with it. */
  hint: string;
  /** The heading's id, for a part inside that is named by it (aria-labelledby); generated when not given. */
  titleId?: string;
  children: ReactNode;
};

/** One panel of the admin desk on /dashboard: a card named by its heading, with a line on what it holds. */
export function DeskPanel({ title, hint, titleId, children }: DeskPanelProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <section className="desk-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="desk-panel__hint">{hint}</p>
      {children}
    </section>
  );
}
