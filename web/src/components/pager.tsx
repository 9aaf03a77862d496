import { Link, type To } from 'react-router-dom';
import './pager.css';

type PagerItem = number | 'gap';

/**
 * The page numbers to show: the first, the last and the current page with a neighbour on each side,
 * a gap (…) wherever pages are left out. Stays this short at page 33,000 of 33,000. A gap would hide
 * a single page, so that page is shown instead.
 */
export function pagerItems(page: number, totalPages: number): PagerItem[] {
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((candidate) => candidate >= 1 && candidate <= totalPages)
    .sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const current of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && current - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && current - previous > 2) items.push('gap');
    items.push(current);
  }
  return items;
}

const pageNumber = new Intl.NumberFormat('en-IN');

type PagerProps = {
  page: number;
  totalPages: number;
  /** Where page `n` lives: the page is in the URL, so every page can be linked and reloaded. */
  to: (page: number) => To;
  /** Names the navigation landmark, e.g. "Review pages". */
  label: string;
  /** Called when a page is picked, e.g. to move the focus to the top of the new page once it shows. */
  onNavigate?: () => void;
};

/** Numbered pages with Previous and Next; nothing when everything fits on one page. */
export function Pager({ page, totalPages, to, label, onNavigate }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        <li>
          <StepLink text="Previous" target={page > 1 ? to(page - 1) : undefined} onNavigate={onNavigate} />
        </li>
        {pagerItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pager__link"
                to={to(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={onNavigate}
              >
                <span className="visually-hidden">Page </span>
                {pageNumber.format(item)}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink text="Next" target={page < totalPages ? to(page + 1) : undefined} onNavigate={onNavigate} />
        </li>
      </ul>
    </nav>
  );
}

/** Previous or Next; on the first or last page it stays in place, greyed and inert, so the numbers do not jump. */
function StepLink({ text, target, onNavigate }: { text: 'Previous' | 'Next'; target: To | undefined; onNavigate?: () => void }) {
  const label = (
    <>
      {text}
      <span className="visually-hidden"> page</span>
    </>
  );
  if (target === undefined) {
    return (
      <span className="pager__link pager__step" aria-disabled="true">
        {label}
      </span>
    );
  }
  return (
    <Link className="pager__link pager__step" to={target} rel={text === 'Previous' ? 'prev' : 'next'} onClick={onNavigate}>
      {label}
    </Link>
  );
}
