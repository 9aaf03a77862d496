import { MAX_SEARCH_TEXT_LENGTH } from '../api/src/graphql/limits.js';
import { toGlobalId } from '../api/src/graphql/relay/global-id.js';
import { prefixRange } from '../api/src/modules/catalogue/catalogue.rules.js';

/**
 * W2, `SearchSuggestions`: four prefix range scans, each on its `lower(col) COLLATE "C"` index and stopped at the
 * limit, merged to unique labels (best rank kept), states first; only the answered places read their state.
 */
export const SUGGESTIONS_SQL = `
  SELECT best.type, best.label, best.slug, best.place_id,
         (SELECT place.city || ', ' || state.name FROM places place JOIN states state ON state.id = place.state_id
          WHERE place.id = best.place_id) AS context
  FROM (
    SELECT DISTINCT ON (type, label) type, label, slug, place_id, rank FROM (
      (SELECT 'STATE' AS type, name AS label, slug, NULL::int AS place_id, 0 AS rank FROM states
        WHERE lower(name) COLLATE "C" >= $1 AND lower(name) COLLATE "C" < $3 ORDER BY lower(name) COLLATE "C" LIMIT $2)
      UNION ALL
      (SELECT 'PLACE', title, slug, id, 1 FROM places WHERE lower(title) COLLATE "C" >= $1 AND lower(title) COLLATE "C" < $3 ORDER BY lower(title) COLLATE "C" LIMIT $2)
      UNION ALL
      (SELECT 'PLACE', title, slug, id, 2 FROM places WHERE lower(city) COLLATE "C" >= $1 AND lower(city) COLLATE "C" < $3 ORDER BY lower(city) COLLATE "C" LIMIT $2)
      UNION ALL
      (SELECT 'PLACE', title, slug, id, 3 FROM places
        WHERE lower(destination) COLLATE "C" >= $1 AND lower(destination) COLLATE "C" < $3 ORDER BY lower(destination) COLLATE "C" LIMIT $2)
    ) candidates
    ORDER BY type, label, rank
  ) best
  ORDER BY best.rank, lower(best.label)
  LIMIT $2`;

export interface SuggestionRow {
  readonly type: 'STATE' | 'PLACE';
  readonly label: string;
  readonly slug: string;
  readonly place_id: number | null;
  readonly context: string | null;
}

/** The statement's parameters for the typed text; undefined when it holds nothing to match. */
export function suggestionParameters(variables: { text?: unknown; first?: unknown }): [string, number, string] | undefined {
  const { from, to } = prefixRange(String(variables.text ?? '').trim().slice(0, MAX_SEARCH_TEXT_LENGTH));
  return from === '' || to === undefined ? undefined : [from, Number(variables.first ?? 10), to];
}

export function suggestionsOf(rows: readonly SuggestionRow[]) {
  return {
    suggestions: rows.map((row) => ({
      label: row.label,
      type: row.type,
      slug: row.slug,
      context: row.context,
      place: row.place_id === null ? null : { id: toGlobalId('Place', row.place_id), title: row.label, slug: row.slug, __typename: 'Place' },
      __typename: 'Suggestion',
    })),
  };
}
