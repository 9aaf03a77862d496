/** Page sizes of every connection (ARCHITECTURE: `first` 1–100, default 20). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** `nodes(ids:)` resolves at most this many IDs per call. */
export const MAX_NODE_IDS = 100;
/** Deepest selection a query may make; the web client's deepest query is 5. */
export const MAX_QUERY_DEPTH = 10;
/** Search suggestions answered at most (spec §9). */
export const MAX_SUGGESTIONS = 10;
/** Longest search or suggestion text considered. */
export const MAX_SEARCH_TEXT_LENGTH = 100;
