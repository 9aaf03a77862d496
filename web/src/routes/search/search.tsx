import { skipToken, useQuery } from '@apollo/client/react';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { useSearchPageQuery } from '@/components/search-box/use-search-page-query';
import { CardGridSkeleton } from '@/components/skeleton';
import { PlaceCard } from '@/features/catalogue/place-card';
import { useCanEditCatalogue } from '@/features/catalogue/use-can-edit-catalogue';
import { SearchPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import './search.css';

/** Spec §2 and §8, word for word. */
export const NO_RESULTS = 'No results found.';
/** A blank query is not a search that found nothing: it is one not made yet. */
export const SEARCH_PROMPT = 'Type a state, city or place to search.';

export function SearchRoute() {
  const query = useSearchPageQuery() ?? '';
  const { data, error, refetch } = useQuery(SearchPageDocument, query ? { variables: { query } } : skipToken);
  // A skipped query keeps its last answer: a blank search must not show the previous results.
  const results = query ? data?.search : undefined;
  const groups = results?.filter((group) => group.places.length > 0) ?? [];
  const isLoading = Boolean(query) && !results && !error;
  const placeCount = groups.reduce((count, group) => count + group.places.length, 0);
  const canEdit = useCanEditCatalogue();

  return (
    <div className="page search-page">
      <title>{`${query ? `“${query}”` : 'Search'} · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">Search</span>
        <h1>{query ? <>Results for “{query}”</> : 'Search'}</h1>
        {groups.length > 0 && (
          <p>
            {placeCount} {placeCount === 1 ? 'place' : 'places'} in {groups.length}{' '}
            {groups.length === 1 ? 'state' : 'states'}
          </p>
        )}
      </header>
      {isLoading && <CardGridSkeleton label="Searching…" count={4} />}
      {query && error && !results && (
        <LoadFailedNotice message="The search failed. Please check your connection and try again." onRetry={() => void refetch()} />
      )}
      {!query && (
        <div className="notice">
          <p role="status">{SEARCH_PROMPT}</p>
          <p>Use the search box above, for example with Kerala, Jaipur or Taj Mahal.</p>
        </div>
      )}
      {query && !isLoading && !error && groups.length === 0 && (
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
                <PlaceCard place={place} canEdit={canEdit} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
