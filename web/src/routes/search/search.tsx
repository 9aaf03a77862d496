import { skipToken, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { CardGridSkeleton } from '@/components/skeleton';
import { PlaceCard } from '@/features/catalogue/place-card';
import { SearchPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import './search.css';

/** Spec §2 and §8, word for word. */
export const NO_RESULTS = 'No results found.';

export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('query') ?? '').trim();
  const { data, error, refetch } = useQuery(SearchPageDocument, query ? { variables: { query } } : skipToken);
  const groups = data?.search.filter((group) => group.places.length > 0) ?? [];
  const isLoading = Boolean(query) && !data && !error;
  const placeCount = groups.reduce((count, group) => count + group.places.length, 0);

  return (
    <div className="page search-page">
      <title>{`${query ? `“${query}”` : 'Search'} · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">Search</span>
        <h1>{query ? <>Results for “{query}”</> : 'Search'}</h1>
        {data && groups.length > 0 && (
          <p>
            {placeCount} {placeCount === 1 ? 'place' : 'places'} in {groups.length}{' '}
            {groups.length === 1 ? 'state' : 'states'}
          </p>
        )}
      </header>
      {isLoading && <CardGridSkeleton label="Searching…" count={4} />}
      {error && !data && (
        <div className="notice">
          <p role="alert">The search failed. Please check your connection and try again.</p>
          <button type="button" className="button button--teal" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
      {!isLoading && !error && groups.length === 0 && (
        <div className="notice">
          <p role="status">{NO_RESULTS}</p>
          <p>Try the name of a state, a city or a place, such as Kerala, Jaipur or Taj Mahal.</p>
        </div>
      )}
      {groups.map((group) => (
        <section key={group.state.id} className="search-page__group" aria-labelledby={`state-${group.state.id}`}>
          <h2 id={`state-${group.state.id}`} className="search-page__state">
            {group.state.name}
          </h2>
          <ul className="card-grid">
            {group.places.map((place) => (
              <li key={place.id}>
                <PlaceCard place={place} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
