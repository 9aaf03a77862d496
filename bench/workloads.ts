import { Kind, parse, visit, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { BookingsDeskDocument, HomePageDocument, SearchSuggestionsDocument } from '../web/src/gql/graphql.js';
import { BENCH_ADMIN } from './bench-admin.js';
import { clientRequest } from './client-request.js';
import { BOOKINGS_PER_PAGE, BOOKING_STATES, REVIEWS_PER_PAGE, REVIEW_PAGES, SUGGESTION_PREFIXES } from './rotation.js';

export const WORKLOAD_NAMES = ['W1', 'W2', 'W3', 'W4'] as const;
export type WorkloadName = (typeof WORKLOAD_NAMES)[number];

export const WORKLOAD_TITLES: Record<WorkloadName, string> = {
  W1: 'home page (`HomePage`)',
  W2: 'header suggestions, 40 prefixes (`SearchSuggestions`)',
  W3: 'reviews, 6 per page, deep keyset pages',
  W4: "admin's desk by state: top 5 + bookings (`BookingsDesk`)",
};

/** One workload: the request bodies the load rotates through, as the web client sends them, and their headers. */
export interface Workload {
  readonly name: WorkloadName;
  readonly bodies: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
}

/** The fragments `document` defines that the named ones spread, themselves included, transitively. */
function fragmentsReachedFrom(document: DocumentNode, names: readonly string[]): FragmentDefinitionNode[] {
  const fragments = new Map(
    document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const reached = new Set<string>();
  const pending = [...names];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    visit(fragments.get(name)!, { FragmentSpread: (spread) => void pending.push(spread.name.value) });
  }
  return [...fragments.values()].filter((fragment) => reached.has(fragment.name.value));
}

/**
 * W3: the public reviews connection with the home page's review card. The web pages its /all-reviews by number
 * (`reviewsPage`); the keyset connection is what an infinite list or an integrator pages with, and the issue's
 * figure for "deep pages at the cost of page 1".
 */
const REVIEWS_CONNECTION_DOCUMENT: DocumentNode = {
  kind: Kind.DOCUMENT,
  definitions: [
    ...parse(`
      query ReviewsConnection($first: Int!, $after: String, $asAdmin: Boolean! = false) {
        reviews(first: $first, after: $after) { edges { cursor node { id ...ReviewCard_review } } pageInfo { hasNextPage endCursor } }
      }`).definitions,
    ...fragmentsReachedFrom(HomePageDocument, ['ReviewCard_review']),
  ],
};

/** What the product answers, as far as the set-up reads it. */
interface Answer<TData> {
  data?: TData;
  errors?: unknown[];
}

export type Post = <TData>(body: object, headers?: Record<string, string>) => Promise<Answer<TData>>;

/** A poster of JSON bodies to one GraphQL endpoint. */
export function postTo(url: string): Post {
  return async <TData>(body: object, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as Answer<TData>;
  };
}

const REVIEW_CURSORS = `query ReviewCursors($first: Int!, $after: String) { reviews(first: $first, after: $after) { pageInfo { endCursor } } }`;
/** The connections' largest page: the walk to a deep page takes the fewest requests. */
const WALK_PAGE_SIZE = 100;

/** The cursor after the first `offsets[i]` reviews, for each offset (ascending), walked once from the start. */
async function reviewCursorsAt(post: Post, offsets: readonly number[]): Promise<string[]> {
  const cursors: string[] = [];
  let after: string | null = null;
  let walked = 0;
  for (const offset of offsets) {
    while (walked < offset) {
      const first = Math.min(WALK_PAGE_SIZE, offset - walked);
      const answer: Answer<{ reviews: { pageInfo: { endCursor: string | null } } }> = await post({ query: REVIEW_CURSORS, variables: { first, after } });
      after = answer.data?.reviews.pageInfo.endCursor ?? null;
      if (!after) throw new Error(`The review list ended before ${offset} reviews: is bench:data loaded? ${JSON.stringify(answer.errors)}`);
      walked += first;
    }
    cursors.push(after!);
  }
  return cursors;
}

const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) { token errors { code message } } }`;

/** A session token of the bench admin (bench:data creates the account). */
async function benchAdminToken(post: Post): Promise<string> {
  const answer = await post<{ logIn: { token: string | null; errors: unknown[] } }>({ query: LOG_IN, variables: { input: BENCH_ADMIN } });
  const token = answer.data?.logIn.token;
  if (!token) throw new Error(`The bench admin could not sign in (run bench:data first): ${JSON.stringify(answer.errors ?? answer.data?.logIn.errors)}`);
  return token;
}

/** The requests of `document` over the variables, one per value, as Apollo Client makes them (its headers are the same for all). */
async function clientRequestsOf(name: WorkloadName, document: DocumentNode, variables: readonly object[], extraHeaders: Record<string, string> = {}) {
  const requests = await Promise.all(variables.map((each) => clientRequest(document, each)));
  return { name, bodies: requests.map((request) => request.body), headers: { ...requests[0]!.headers, ...extraHeaders } };
}

/**
 * The workloads' bodies and headers. W3's cursors and W4's admin session come from the product (`post`): they
 * are its opaque values, and the ceiling reads the same ones.
 */
export async function buildWorkloads(names: readonly WorkloadName[], post: Post): Promise<Workload[]> {
  const build: Record<WorkloadName, () => Promise<Workload>> = {
    W1: () => clientRequestsOf('W1', HomePageDocument, [{}]),
    W2: () => clientRequestsOf('W2', SearchSuggestionsDocument, SUGGESTION_PREFIXES.map((text) => ({ text }))),
    W3: async () => {
      const cursors = await reviewCursorsAt(post, REVIEW_PAGES.map((page) => (page - 1) * REVIEWS_PER_PAGE));
      return clientRequestsOf('W3', REVIEWS_CONNECTION_DOCUMENT, cursors.map((after) => ({ first: REVIEWS_PER_PAGE, after })));
    },
    W4: async () => {
      const variables = BOOKING_STATES.map((state) => ({ first: BOOKINGS_PER_PAGE, filter: { state } }));
      return clientRequestsOf('W4', BookingsDeskDocument, variables, { authorization: `Bearer ${await benchAdminToken(post)}` });
    },
  };
  const workloads: Workload[] = [];
  for (const name of names) workloads.push(await build[name]());
  return workloads;
}
