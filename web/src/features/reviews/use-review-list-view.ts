import { useSearchParams } from 'react-router-dom';
import type { ReviewListView } from '@/paths';

/** GraphQL's Int: a page number past it is simply past the last page. */
const LARGEST_PAGE = 2_147_483_647;

/**
 * The page and filter of a review list, as its URL has them (`?page=3&verified=1`). Anything but a
 * whole number from 1 (`abc`, `0`, `-2`, `1.5`) reads as page 1.
 */
export function readReviewListView(searchParams: URLSearchParams): Required<ReviewListView> {
  const rawPage = searchParams.get('page') ?? '';
  const page = /^\d+$/.test(rawPage) ? Math.min(Number(rawPage), LARGEST_PAGE) : 1;
  return { page: Math.max(page, 1), verifiedOnly: searchParams.get('verified') === '1' };
}

export function useReviewListView(): Required<ReviewListView> {
  const [searchParams] = useSearchParams();
  return readReviewListView(searchParams);
}
