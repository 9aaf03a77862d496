/** Page sizes of every connection (ARCHITECTURE: `first` 1–100, default 20). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** `nodes(ids:)` resolves at most this many IDs per call. */
export const MAX_NODE_IDS = 100;
/** Deepest selection a query may make; the web client's deepest query is 3 (measured by query-limits.test.ts). */
export const MAX_QUERY_DEPTH = 10;
/** Aliased fields per operation: enough for a dashboard, too few to run one costly field 200 times. The web client uses none. */
export const MAX_QUERY_ALIASES = 15;
/** Directives (`@include`, `@skip` …) per operation. The web client uses none. */
export const MAX_QUERY_DIRECTIVES = 50;
/**
 * Lexical tokens per document, counted before parsing. GraphiQL's introspection query has 163 to 181 (184 with
 * every option of getIntrospectionQuery); the web client's largest document, HomePage, 138 with its `__typename`s.
 */
export const MAX_QUERY_TOKENS = 1000;
/**
 * Each field counts 1, times the size of every list above it (query-cost.ts). The web client's
 * costliest operations at `first: 100`, the most the server gives (query-limits.test.ts measures each):
 * TripPlanPage 10,500 (every state with its places), TripPlanDesk 8,200, SearchPage 4,900 (its results
 * are lists without a page size). An integrator's every state with its
 * places and tour (`states(first: 100) { nodes { places { … } tour { places { … } } } }`) costs 12,900.
 * Nested lists reach it within a few levels (search → places → state → places …: 20 items a level).
 * The REST routes' own documents are not limited (query-limits.ts).
 */
export const MAX_QUERY_COST = 20_000;

/**
 * Selections (fields, fragment spreads, inline fragments) per operation, its fragments expanded at every spread:
 * what graphql-query-complexity walks to cost it, since it does not measure a fragment once. The web client's
 * largest operation, HomePage, makes 96 with its `__typename`s; GraphiQL's introspection query 237. Refused before
 * the cost is computed.
 */
export const MAX_QUERY_SELECTIONS = 2_000;

/**
 * What the cost limit counts for a list without a size argument (a state's places, search results): its real
 * length is unknown until it runs, and nested lists must multiply. A state has 5 places in the seed.
 */
export const UNSIZED_LIST_ITEMS = 20;

/** Search suggestions answered at most (spec §9). */
export const MAX_SUGGESTIONS = 10;
/** Longest search or suggestion text considered. */
export const MAX_SEARCH_TEXT_LENGTH = 100;

export interface QueryLimits {
  readonly maxTokens: number;
  readonly maxAliases: number;
  readonly maxDirectives: number;
  readonly maxDepth: number;
  readonly maxSelections: number;
  readonly maxCost: number;
}

export const QUERY_LIMITS: QueryLimits = Object.freeze({
  maxTokens: MAX_QUERY_TOKENS,
  maxAliases: MAX_QUERY_ALIASES,
  maxDirectives: MAX_QUERY_DIRECTIVES,
  maxDepth: MAX_QUERY_DEPTH,
  maxSelections: MAX_QUERY_SELECTIONS,
  maxCost: MAX_QUERY_COST,
});
