import { Link } from 'react-router-dom';

/**
 * An admin's Edit link for one place or tour. Its name starts with the visible "Edit" (WCAG 2.5.3,
 * label in name) and says what it edits, so a list of cards does not read "Edit, Edit, Edit".
 */
export function EditCatalogueLink({ to, itemTitle, className = '' }: { to: string; itemTitle: string; className?: string }) {
  return (
    <Link to={to} className={`button button--ghost edit-link ${className}`.trim()}>
      Edit<span className="visually-hidden"> {itemTitle}</span>
    </Link>
  );
}
