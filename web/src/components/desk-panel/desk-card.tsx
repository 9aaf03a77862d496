import { createContext, useCallback, useContext, useId, useRef, type ReactNode } from 'react';
import './desk-card.css';

/** Where the focus goes in a card: the first new card's title after "Load more", the card's own after an action. */
export const DESK_CARD_TITLE_SELECTOR = '.desk-card__title';

const FocusCardTitle = createContext<() => void>(() => {});

/**
 * For an action on a desk card (mark handled, retry, move a trip plan): call what this returns once
 * the action is over, whatever its answer, and the card's title takes the focus. The button pressed
 * was disabled while the request ran, which drops the focus to the page, and is often gone after it;
 * from the title the keyboard goes on through the card as it now is.
 */
export function useFocusDeskCardTitle(): () => void {
  return useContext(FocusCardTitle);
}

type DeskCardProps = {
  title: string;
  /** Where the item stands, in words: a StatusBadge. */
  status: ReactNode;
  /** The kind of card, for the styles only it has. */
  className: string;
  children: ReactNode;
};

/** One item on a desk panel: an article named by its title, its status beside it, then its facts and actions. */
export function DeskCard({ title, status, className, children }: DeskCardProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useCallback(() => titleRef.current?.focus(), []);
  return (
    <article className={`desk-card ${className}`} aria-labelledby={titleId}>
      <div className="desk-card__head">
        <h3 ref={titleRef} id={titleId} className="desk-card__title" tabIndex={-1}>
          {title}
        </h3>
        {status}
      </div>
      <FocusCardTitle value={focusTitle}>{children}</FocusCardTitle>
    </article>
  );
}
