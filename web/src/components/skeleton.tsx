import './skeleton.css';

/** Placeholder cards shown while a page query loads. */
export function CardGridSkeleton({ count = 8, label = 'Loading…' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="skeleton-card">
            <div className="skeleton skeleton--image" />
            <div className="skeleton-card__body">
              <div className="skeleton skeleton--line skeleton--wide" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TextSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-hidden="true" className="skeleton-text">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={`skeleton skeleton--line${index === lines - 1 ? ' skeleton--short' : ''}`} />
      ))}
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div className="page">
      <div className="skeleton skeleton--heading" />
      <CardGridSkeleton count={4} />
    </div>
  );
}
