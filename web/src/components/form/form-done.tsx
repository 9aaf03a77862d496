import { useEffect, useRef, type ReactNode } from 'react';
import type { MailOutcome } from '@/lib/use-mail-outcome';
import { FormAlert } from './form-alert';
import './form-done.css';

/** What the panel leads with, and what takes the focus: its heading, or else its success message. */
type FormDoneHeadline =
  | {
      /** The panel's heading. */
      title: string;
      /** The spec's success message, in a success box (a polite status). */
      message?: string;
    }
  | { title?: undefined; message: string };

type FormDoneProps = FormDoneHeadline & {
  /** More for the success box after the message, e.g. the reference to quote. */
  messageDetail?: ReactNode;
  /** What else the panel shows, between the message and the actions. */
  children?: ReactNode;
  /** Where to go next: links and buttons, side by side (one per line on a phone). */
  actions: ReactNode;
  /** The frame of the page it sits on (a card), when the form it replaces had none. */
  className?: string;
};

/**
 * What replaces a form once it has done its job: the message, what was saved, and where to go next.
 * The form (and the focus in it) is gone, so the focus moves here on arrival: to the heading, or to
 * the success message. Focusing would scroll a panel taller than the window to its bottom, leaving the
 * message off screen (or under the sticky header): the panel's top is brought into view instead, below
 * the sticky header by the page's scroll-padding-top.
 */
export function FormDone({ title, message, messageDetail, children, actions, className }: FormDoneProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    (titleRef.current ?? messageRef.current)?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div ref={panelRef} className={['form-done', className].filter(Boolean).join(' ')}>
      {title && (
        <h2 ref={titleRef} tabIndex={-1} className="form-done__title">
          {title}
        </h2>
      )}
      {message && (
        <FormAlert tone="success" ref={messageRef}>
          <p>{message}</p>
          {messageDetail && <p>{messageDetail}</p>}
        </FormAlert>
      )}
      {children}
      <div className="form-done__actions">{actions}</div>
    </div>
  );
}

/** A reference to quote (a booking's, a ticket's), large enough to read over the phone. */
export function FormDoneReference({ label, value }: { label: string; value: string }) {
  return (
    <dl className="form-done__reference">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </dl>
  );
}

/** What became of the mail sent with the request, read out as it changes; its colour only repeats the words. */
export function FormDoneMailOutcome({ outcome, children }: { outcome: MailOutcome; children: ReactNode }) {
  return (
    <p className={`form-done__mail form-done__mail--${outcome}`} role="status">
      {children}
    </p>
  );
}
