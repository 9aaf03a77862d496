import { In, type DataSource, type Repository } from 'typeorm';
import { rawEntityReader, type RawEntityReader } from '../../db/fast-reads/raw-entity-reader.js';
import { preparedQuery, type RunQuery } from '../../db/fast-reads/prepared-query.js';
import { keptKeysetList, keptKeysetPage, keysetOrderBy, readRawKeysetPage, type KeysetOptions } from '../../graphql/relay/keyset.js';
import type { Page } from '../../graphql/relay/connection.js';
import { MAX_SEARCH_TEXT_LENGTH } from '../../graphql/limits.js';
import { prefixRange, searchTsQuery } from './catalogue.rules.js';
import { CuratedTour } from './curated-tour.entity.js';
import { placeFromJson, placeJsonOf } from './place-json.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import type { KeptStates, StateWithCard, StatesCache } from './states-cache.js';
import { JOINED_TOUR_CARD, STATE_TOUR_CARD_COLUMNS, joinedTourCardOf, type StateTourCard, type TourTexts } from './tour-card.js';
import { OrderDirection, PlaceOrderField, type PlaceOrder, type Suggestion, SuggestionType } from './catalogue.types.js';

export interface PageArgs {
  readonly first: number;
  readonly after?: string | null | undefined;
}

export interface PlaceListArgs extends PageArgs {
  readonly stateDatabaseId?: number | undefined;
  readonly stateSlug?: string | undefined;
  readonly featured?: boolean | undefined;
  readonly orderBy?: PlaceOrder | null | undefined;
}

/** `place_ratings` (kept by the reviews' triggers) joined to a place as `rating`: a place without reviews has no row. */
const RATING_FIGURES_COLUMNS = `coalesce(rating.review_count, 0) AS "keptReviewCount", coalesce(rating.rating_sum, 0)::integer AS "keptRatingSum"`;

/** The lists of states, by name then id: a page read, and the whole list kept, give the same cursors. */
const STATE_KEYSET: Omit<KeysetOptions<State>, 'first' | 'after'> = {
  columns: ['state.name', 'state.id'],
  columnTypes: ['string', 'number'],
  direction: 'ASC',
  cursorValues: (state) => [state.name, state.databaseId],
};

const STATES_WITH_CARDS_FROM = `FROM states state ${JOINED_TOUR_CARD.join}`;
const cursorValuesOfStateWithCard = ({ state }: StateWithCard) => STATE_KEYSET.cursorValues(state);

export interface RankedPlace {
  readonly place: Place;
  readonly relevance: number;
}

/** A place as a review names it: enough to link the review and to check where its writer travelled. */
export interface ReviewablePlace {
  readonly databaseId: number;
  readonly title: string;
  readonly stateName: string;
}

const REVIEWABLE_PLACE_SQL = `
  SELECT place.id AS "databaseId", place.title, state.name AS "stateName"
  FROM places place JOIN states state ON state.id = place.state_id`;

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

/** The `:texts` parameter as a person names things: trimmed, lower-cased. */
const LOWER_TRIMMED_TEXTS = `(SELECT lower(btrim(typed)) FROM unnest(CAST(:texts AS text[])) AS typed)`;

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

export class CatalogueService {
  private readonly states: Repository<State>;
  private readonly places: Repository<Place>;

  private readonly stateReader: RawEntityReader<State>;
  private readonly stateWithCardColumns: string;
  private readonly placeReader: RawEntityReader<Place>;
  /** The hot reads (the home page, the search box): prepared statements. */
  private readonly read: RunQuery;

  /**
   * @param statesCache the states kept in memory while the database tells of their changes, which the lists of states
   *   read from; without it (or while it may not answer) each list reads its page.
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly statesCache?: StatesCache,
  ) {
    this.states = dataSource.getRepository(State);
    this.places = dataSource.getRepository(Place);
    this.stateReader = rawEntityReader(dataSource, State, 'state');
    this.stateWithCardColumns = `${this.stateReader.columns}, ${JOINED_TOUR_CARD.columns}`;
    this.placeReader = rawEntityReader(dataSource, Place, 'place');
    this.read = preparedQuery(dataSource);
  }

  /** A page of states by name; their places load only when asked for (one batch for the page). */
  async listStates(args: PageArgs): Promise<Page<State>> {
    const kept = await this.keptStatePage(args);
    if (kept) return { ...kept, nodes: kept.nodes.map(({ state }) => state) };
    return readRawKeysetPage(
      this.read,
      { columns: this.stateReader.columns, from: 'FROM states state', conditions: [], parameters: [], read: (row) => this.stateReader.read(row) },
      { ...args, ...STATE_KEYSET },
    );
  }

  /** A page of states by name, each with its tour card (one row, whatever its places): read in one statement. */
  async listStateTours(args: PageArgs): Promise<Page<StateWithCard>> {
    const kept = await this.keptStatePage(args);
    if (kept) return kept;
    return readRawKeysetPage(
      this.read,
      { columns: this.stateWithCardColumns, from: STATES_WITH_CARDS_FROM, conditions: [], parameters: [], read: (row) => this.stateWithCardOf(row) },
      { ...args, ...STATE_KEYSET, cursorValues: cursorValuesOfStateWithCard },
    );
  }

  /** The page from the states kept in memory; undefined when they may not answer, or `after` names no state kept. */
  private async keptStatePage(args: PageArgs): Promise<Page<StateWithCard> | undefined> {
    const kept = await this.statesCache?.states(() => this.readAllStates());
    return kept && keptKeysetPage(kept, args);
  }

  /** Every state with its card, for the cache: a few dozen rows, frozen since every request shares them. */
  private async readAllStates(): Promise<KeptStates> {
    const rows = await this.read(`SELECT ${this.stateWithCardColumns} ${STATES_WITH_CARDS_FROM} ORDER BY ${keysetOrderBy(STATE_KEYSET)}`, []);
    const states = rows.map((row) => {
      const { state, card } = this.stateWithCardOf(row);
      return Object.freeze({ state: Object.freeze(state), card: Object.freeze(card) });
    });
    return keptKeysetList(states, cursorValuesOfStateWithCard);
  }

  private stateWithCardOf(row: Record<string, unknown>): StateWithCard {
    return { state: this.stateReader.read(row), card: joinedTourCardOf(row) };
  }

  /** The tour cards of the given states (a state without places has none). */
  findTourCardsOfStates(stateIds: readonly number[]): Promise<(StateTourCard & { readonly stateId: number })[]> {
    return this.read(`SELECT ${STATE_TOUR_CARD_COLUMNS} FROM tour_cards card WHERE card.state_id = ANY($1::int[])`, [[...stateIds]]);
  }

  /** The whole route and attractions of the given states' tours (a state without places has none). */
  findTourTextsOfStates(stateIds: readonly number[]): Promise<(TourTexts & { readonly stateId: number })[]> {
    return this.read(`SELECT state_id AS "stateId", route, attractions FROM tour_cards WHERE state_id = ANY($1::int[])`, [[...stateIds]]);
  }

  findStateBySlug(slug: string): Promise<State | null> {
    return this.states.findOneBy({ slug });
  }

  async findStatesByIds(ids: readonly number[]): Promise<State[]> {
    return this.states.findBy({ databaseId: In([...ids]) });
  }

  /** The states named, whatever the letter case or spaces around (a legacy client names them). */
  findStatesByNames(names: readonly string[]): Promise<State[]> {
    return this.states.createQueryBuilder('state').where(`lower(state.name) = ANY(${LOWER_TRIMMED_TEXTS})`, { texts: [...names] }).getMany();
  }

  /** Every place of the given states, in display order. */
  async findPlacesOfStates(stateIds: readonly number[]): Promise<Place[]> {
    return this.places.find({
      where: { stateId: In([...stateIds]) },
      order: { stateId: 'ASC', position: 'ASC', databaseId: 'ASC' },
    });
  }

  findCuratedToursByIds(ids: readonly number[]): Promise<CuratedTour[]> {
    return this.dataSource.getRepository(CuratedTour).findBy({ databaseId: In([...ids]) });
  }

  /** The places of the given curated tours, each tour's in the order it visits them. */
  async findPlacesOfCuratedTours(tourIds: readonly number[]): Promise<{ tourId: number; place: Place }[]> {
    const stops = (await this.dataSource.query(
      `SELECT tour_id AS "tourId", place_id AS "placeId" FROM curated_tour_places WHERE tour_id = ANY($1::int[]) ORDER BY tour_id, position`,
      [[...tourIds]],
    )) as { tourId: number; placeId: number }[];
    const places = new Map((await this.places.findBy({ databaseId: In(stops.map((stop) => stop.placeId)) })).map((place) => [place.databaseId, place]));
    return stops.flatMap(({ tourId, placeId }) => {
      const place = places.get(placeId);
      return place ? [{ tourId, place }] : [];
    });
  }

  /**
   * A page of places, in plain SQL (a hot list: the home page's featured places, a state's page); `withRatingFigures`
   * joins each one's kept review figures (`Place.keptRatingFigures`).
   */
  listPlaces(args: PlaceListArgs, { withRatingFigures = false } = {}): Promise<Page<Place>> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (args.stateDatabaseId !== undefined) conditions.push(`place.state_id = $${parameters.push(args.stateDatabaseId)}`);
    if (args.stateSlug !== undefined) conditions.push(`place.state_id = (SELECT id FROM states WHERE slug = $${parameters.push(args.stateSlug)})`);
    // Written in, not passed: the featured few and the rest are each planned for what they are.
    if (args.featured !== undefined) conditions.push(args.featured ? 'place.featured' : 'NOT place.featured');
    const direction = args.orderBy?.direction ?? OrderDirection.ASC;
    const byPrice = args.orderBy?.field === PlaceOrderField.PRICE;
    return readRawKeysetPage(
      this.read,
      {
        columns: withRatingFigures ? `${this.placeReader.columns}, ${RATING_FIGURES_COLUMNS}` : this.placeReader.columns,
        from: withRatingFigures ? 'FROM places place LEFT JOIN place_ratings rating ON rating.place_id = place.id' : 'FROM places place',
        conditions,
        parameters,
        read: (row) => {
          const place = this.placeReader.read(row);
          if (withRatingFigures) place.keptRatingFigures = { reviewCount: row.keptReviewCount as number, ratingSum: row.keptRatingSum as number };
          return place;
        },
        // A state's place count (5 to 5,000) decides between walking the order's index and sorting its places.
        planOnce: args.stateDatabaseId === undefined && args.stateSlug === undefined,
      },
      {
        first: args.first,
        after: args.after,
        columns: byPrice ? ['place.price', 'place.id'] : ['place.title', 'place.id'],
        columnTypes: byPrice ? ['number', 'number'] : ['string', 'number'],
        direction,
        cursorValues: (place) => [byPrice ? place.price : place.title, place.databaseId],
      },
    );
  }

  findPlacesByIds(ids: readonly number[]): Promise<Place[]> {
    return this.places.findBy({ databaseId: In([...ids]) });
  }

  /** Every place with one of the titles, whatever the letter case or spaces around (titles may repeat across states). */
  findPlacesByTitles(titles: readonly string[]): Promise<Place[]> {
    return this.places.createQueryBuilder('place').where(`lower(place.title) = ANY(${LOWER_TRIMMED_TEXTS})`, { texts: [...titles] }).orderBy('place.id').getMany();
  }

  findPlaceById(databaseId: number): Promise<Place | null> {
    return this.places.findOneBy({ databaseId });
  }

  /**
   * The place a review names: by id, or by its title (case-insensitive) when exactly one place has it;
   * a title two places share names neither.
   */
  async findReviewablePlace(by: { readonly databaseId: number } | { readonly title: string }): Promise<ReviewablePlace | null> {
    const rows: ReviewablePlace[] =
      'databaseId' in by
        ? await this.dataSource.query(`${REVIEWABLE_PLACE_SQL} WHERE place.id = $1`, [by.databaseId])
        : await this.dataSource.query(`${REVIEWABLE_PLACE_SQL} WHERE lower(place.title) COLLATE "C" = lower(btrim($1)) COLLATE "C" LIMIT 2`, [by.title]);
    return rows.length === 1 ? rows[0]! : null;
  }

  findPlaceBySlug(slug: string): Promise<Place | null> {
    return this.places.findOneBy({ slug });
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
