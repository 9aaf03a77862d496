import { useId, type ReactNode, type Ref } from 'react';
import './desk-card.css';

/** Where the focus goes in a card: the first new card's title after "Load more", the card's own after an action. */
export const DESK_CARD_TITLE_SELECTOR = '.desk-card__title';

type DeskCardProps = {
  title: string;
  /** Where the item stands, in words: a StatusBadge. */
  status: ReactNode;
  /** For the card to take the focus back when an action removed the button pressed. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The kind of card, for the styles only it has. */
  className: string;
  children: ReactNode;
};

/** One item on a desk panel: an article named by its title, its status beside it, then its facts and actions. */
export function DeskCard({ title, status, titleRef, className, children }: DeskCardProps) {
  const titleId = useId();
  return (
    <article className={`desk-card ${className}`} aria-labelledby={titleId}>
      <div className="desk-card__head">
        <h3 ref={titleRef} id={titleId} className="desk-card__title" tabIndex={-1}>
          {title}
        </h3>
        {status}
      </div>
      {children}
    </article>
  );
}
