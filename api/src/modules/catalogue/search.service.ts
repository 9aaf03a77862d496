import type { DataSource, Repository } from 'typeorm';
import { preparedQuery, type RunQuery } from '../../db/fast-reads/prepared-query.js';
import { MAX_SEARCH_TEXT_LENGTH } from '../../graphql/limits.js';
import { prefixRange, searchTsQuery } from './catalogue.rules.js';
import { placeFromJson, placeJsonOf } from './place-json.js';
import { Place } from './place.entity.js';
import { type Suggestion, SuggestionType } from './catalogue.types.js';

export interface RankedPlace {
  readonly place: Place;
  readonly relevance: number;
}

interface SuggestionRow {
  readonly label: string;
  readonly type: SuggestionType;
  readonly slug: string;
  readonly context: string | null;
  /** The suggested place's id; null for a state. */
  readonly placeDatabaseId: number | null;
  /** The suggested place as `placeJsonOf` gives it, or null: a state, or a statement that leaves places out. */
  readonly place: unknown;
}

/** Most places one search answers; the catalogue is browsed by page beyond that. */
const MAX_SEARCH_RESULTS = 200;

/**
 * One statement: each of the four prefix lookups walks its own `lower(col) COLLATE "C"` index over the prefix's
 * range ($1 to $3, `prefixRange`) and stops at the limit ($2), then duplicates (a place matching by title and by
 * city) collapse to their best rank.
 * Only the (at most 10) answered places look up their city and state, by id; `placeColumn` is each one's place.
 */
const suggestionsSql = (placeColumn: string) => `
  SELECT type, label, unique_suggestions.slug, place.id AS "placeDatabaseId", place.city || ', ' || state.name AS context,
    ${placeColumn} AS place
  FROM (
    SELECT DISTINCT ON (type, label) type, label, slug, id, rank FROM (
      (SELECT '${SuggestionType.STATE}' AS type, name AS label, slug, id, 0 AS rank FROM states
        WHERE lower(name) COLLATE "C" >= $1 AND lower(name) COLLATE "C" < $3 ORDER BY lower(name) COLLATE "C" LIMIT $2)
      UNION ALL
      (SELECT '${SuggestionType.PLACE}', title, slug, id, 1 FROM places
        WHERE lower(title) COLLATE "C" >= $1 AND lower(title) COLLATE "C" < $3 ORDER BY lower(title) COLLATE "C" LIMIT $2)
      UNION ALL
      (SELECT '${SuggestionType.PLACE}', title, slug, id, 2 FROM places
        WHERE lower(city) COLLATE "C" >= $1 AND lower(city) COLLATE "C" < $3 ORDER BY lower(city) COLLATE "C" LIMIT $2)
      UNION ALL
      (SELECT '${SuggestionType.PLACE}', title, slug, id, 3 FROM places
        WHERE lower(destination) COLLATE "C" >= $1 AND lower(destination) COLLATE "C" < $3 ORDER BY lower(destination) COLLATE "C" LIMIT $2)
    ) AS candidates
    ORDER BY type, label, rank
  ) AS unique_suggestions
  LEFT JOIN places place ON type = '${SuggestionType.PLACE}' AND place.id = unique_suggestions.id
  LEFT JOIN states state ON state.id = place.state_id
  ORDER BY rank, lower(label)
  LIMIT $2`;

/** The suggestions with each suggested place whole. */
export const SUGGESTIONS_SQL = suggestionsSql(placeJsonOf('place'));

/** The suggestions alone: a suggested place's title and slug are the suggestion's own label and slug. */
const SUGGESTIONS_WITHOUT_PLACES_SQL = suggestionsSql('NULL');

/**
 * The fields of a suggested place that its suggestion row holds (its id, title and slug, and what derives from them):
 * a search box that asks for no more than these is answered without reading the places whole.
 */
export const PLACE_FIELDS_OF_A_SUGGESTION = new Set(['__typename', 'id', 'databaseId', 'title', 'slug', 'fallbackImage']);

/** The search page and the header's suggestions (spec §2). */
export class SearchService {
  private readonly places: Repository<Place>;
  /** The search box's suggestions: a prepared statement. */
  private readonly read: RunQuery;

  constructor(dataSource: DataSource) {
    this.places = dataSource.getRepository(Place);
    this.read = preparedQuery(dataSource);
  }

  /**
   * Places whose title, destination, city or description has words starting with every word of
   * the query, plus every place of a state whose name matches, each with its relevance: a state
   * match counts fully, a place match by its weighted text rank (title above city above description).
   */
  async search(query: string): Promise<RankedPlace[]> {
    const tsQuery = searchTsQuery(query.slice(0, MAX_SEARCH_TEXT_LENGTH));
    if (!tsQuery) return [];
    const relevance = `greatest(ts_rank(place.search_vector, to_tsquery('simple', :tsQuery)),
      CASE WHEN state.search_vector @@ to_tsquery('simple', :tsQuery) THEN 1 ELSE 0 END)`;
    const { entities, raw } = await this.places
      .createQueryBuilder('place')
      .innerJoinAndSelect('place.state', 'state')
      .addSelect(relevance, 'relevance')
      .where(`place.search_vector @@ to_tsquery('simple', :tsQuery)`, { tsQuery })
      .orWhere(`state.search_vector @@ to_tsquery('simple', :tsQuery)`)
      .orderBy('relevance', 'DESC')
      .addOrderBy('place.id', 'ASC')
      .limit(MAX_SEARCH_RESULTS)
      .getRawAndEntities<{ relevance: number }>();
    return entities.map((place, index) => ({ place, relevance: Number(raw[index]!.relevance) }));
  }

  /**
   * Spec §2: case-insensitive prefix matches on state name, place title, city or destination. With `wholePlaces`
   * false, a suggested place holds only `PLACE_FIELDS_OF_A_SUGGESTION`: the caller must not answer more of it, nor
   * keep it where other fields may read it.
   */
  async suggest(text: string, limit: number, { wholePlaces }: { wholePlaces: boolean }): Promise<Suggestion[]> {
    const trimmed = text.trim().slice(0, MAX_SEARCH_TEXT_LENGTH);
    const { from, to } = prefixRange(trimmed);
    // Nothing can follow a text of U+10FFFF alone, a noncharacter no name starts with.
    if (from === '' || to === undefined) return [];
    const rows = await this.read<SuggestionRow>(wholePlaces ? SUGGESTIONS_SQL : SUGGESTIONS_WITHOUT_PLACES_SQL, [from, limit, to]);
    return rows.map((row) => ({ label: row.label, type: row.type, slug: row.slug, context: row.context, suggestedPlace: this.suggestedPlaceOf(row) }));
  }

  private suggestedPlaceOf({ placeDatabaseId, label, slug, place }: SuggestionRow): Place | null {
    if (placeDatabaseId === null) return null;
    return place === null ? this.places.create({ databaseId: placeDatabaseId, title: label, slug }) : placeFromJson(place);
  }
}
