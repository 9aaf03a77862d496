import { useMatch, useSearchParams } from 'react-router-dom';
import { paths } from '@/paths';

/**
 * The trimmed query of the search page while it is the current page, else
 * null. The page and the header's search box both read it here, so the box
 * always shows what the page is showing results for.
 */
export function useSearchPageQuery(): string | null {
  const isSearchPage = useMatch(paths.search.pattern) !== null;
  const [searchParams] = useSearchParams();
  return isSearchPage ? (searchParams.get('query') ?? '').trim() : null;
}
