import { In, type DataSource, type Repository } from 'typeorm';
import { rawEntityReader, type RawEntityReader } from '../../db/fast-reads/raw-entity-reader.js';
import { preparedQuery, type RunQuery } from '../../db/fast-reads/prepared-query.js';
import { keptKeysetList, keptKeysetPage, keysetOrderBy, readRawKeysetPage, type KeysetOptions } from '../../graphql/relay/keyset.js';
import type { Page } from '../../graphql/relay/connection.js';
import { CuratedTour } from './curated-tour.entity.js';
import { State } from './state.entity.js';
import type { KeptStates, StateWithCard, StatesCache } from './states-cache.js';
import { JOINED_TOUR_CARD, STATE_TOUR_CARD_COLUMNS, joinedTourCardOf, type StateTourCard, type TourTexts } from './tour-card.js';
import { LOWER_TRIMMED_TEXTS, type PageArgs } from './catalogue-reads.js';

/** The lists of states, by name then id: a page read, and the whole list kept, give the same cursors. */
const STATE_KEYSET: Omit<KeysetOptions<State>, 'first' | 'after'> = {
  columns: ['state.name', 'state.id'],
  columnTypes: ['string', 'number'],
  direction: 'ASC',
  cursorValues: (state) => [state.name, state.databaseId],
};

const STATES_WITH_CARDS_FROM = `FROM states state ${JOINED_TOUR_CARD.join}`;
const cursorValuesOfStateWithCard = ({ state }: StateWithCard) => STATE_KEYSET.cursorValues(state);

/** The states with their tour cards (each state's special tour), and the curated tours across states (spec §2, §3). */
export class StateService {
  private readonly states: Repository<State>;
  private readonly stateReader: RawEntityReader<State>;
  private readonly stateWithCardColumns: string;
  /** The hot reads (the home page, the admin's desk): prepared statements. */
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
    this.stateReader = rawEntityReader(dataSource, State, 'state');
    this.stateWithCardColumns = `${this.stateReader.columns}, ${JOINED_TOUR_CARD.columns}`;
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

  findCuratedToursByIds(ids: readonly number[]): Promise<CuratedTour[]> {
    return this.dataSource.getRepository(CuratedTour).findBy({ databaseId: In([...ids]) });
  }
}
