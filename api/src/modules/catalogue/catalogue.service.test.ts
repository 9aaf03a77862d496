import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/database.js';
import { genericPlanOf } from '../../testing/generic-plan.js';
import { QueryCounter } from '../../db/query-counter.js';
import type { Page } from '../../graphql/relay/connection.js';
import { encodeCursor } from '../../graphql/relay/cursor.js';
import { prefixRange } from './catalogue.rules.js';
import { PlaceService } from './place.service.js';
import { SUGGESTIONS_SQL } from './search.service.js';
import { StateService } from './state.service.js';
import { StatesCache } from './states-cache.js';

let database: Database;
const queries = new QueryCounter();
beforeAll(async () => {
  database = await openTestDatabase({ logger: queries });
});
afterAll(() => database.close());

async function planOf(sql: string, parameters: unknown[]): Promise<string> {
  return database.dataSource.transaction(async (manager) => {
    // The seed is small enough for a sequential scan to win; forbid it to see which indexes serve.
    await manager.query('SET LOCAL enable_seqscan = off');
    const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${sql}`, parameters);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('suggestions SQL', () => {
  const INDEXES = ['states_name_prefix_idx', 'places_title_prefix_idx', 'places_city_prefix_idx', 'places_destination_prefix_idx'];
  const { from, to } = prefixRange('Ag');

  it('reads the four lower(...) COLLATE "C" prefix indexes, never the whole table', async () => {
    const plan = await planOf(SUGGESTIONS_SQL, [from, 10, to]);
    for (const index of INDEXES) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('keeps to those indexes in the one plan a prepared statement settles on, whatever the prefix', async () => {
    const plan = await genericPlanOf(database.dataSource, SUGGESTIONS_SQL, [from, 10, to]);
    for (const index of INDEXES) expect(plan).toContain(index);
    // Each lookup's index bounds are the statement's parameters: the plan holds for any prefix.
    expect(plan.match(/Index Cond: .*>= \$1\) AND .*< \$3\)\)/g)).toHaveLength(INDEXES.length);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('featured places', () => {
  it("page by the featured places' own index in the one plan PostgreSQL keeps, at any depth", async () => {
    const service = new PlaceService(database.dataSource);
    const first = await service.listPlaces({ first: 2, featured: true });
    queries.reset();
    await service.listPlaces({ first: 2, featured: true, after: first.cursors.at(-1) });
    const plan = await genericPlanOf(database.dataSource, queries.statements[0]!, queries.parameters[0] ?? []);
    expect(plan).toContain('places_featured_title_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });
});

describe('tours of the states', () => {
  it("page the states by their (name, id) index in the one plan PostgreSQL keeps, without sorting them, at any depth", async () => {
    const service = new StateService(database.dataSource);
    const first = await service.listStateTours({ first: 2 });
    queries.reset();
    await service.listStateTours({ first: 2, after: first.cursors.at(-1) });
    const plan = await genericPlanOf(database.dataSource, queries.statements[0]!, queries.parameters[0] ?? []);
    expect(plan).toContain('states_name_id_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });
});

describe('the states kept in memory', () => {
  /** A service whose lists read from a cache that is told of changes (as on a database it can listen to). */
  function keepingService() {
    const cache = new StatesCache();
    cache.startAnswering();
    return { cache, service: new StateService(database.dataSource, cache) };
  }

  /** A page as a client reads it, the total included. */
  async function shown<TNode>(page: Page<TNode>) {
    const { countTotal, ...rest } = page;
    return { ...rest, totalCount: await countTotal() };
  }

  it('give every page the database gives, at any size and after any cursor', async () => {
    const { service: keeping } = keepingService();
    const reading = new StateService(database.dataSource);
    const { cursors } = await reading.listStates({ first: 100 });
    for (const first of [1, 2, 7, cursors.length, 100]) {
      for (const after of [undefined, ...cursors]) {
        expect(await shown(await keeping.listStates({ first, after }))).toEqual(await shown(await reading.listStates({ first, after })));
        expect(await shown(await keeping.listStateTours({ first, after }))).toEqual(await shown(await reading.listStateTours({ first, after })));
      }
    }
  });

  it('are read in one statement, after which a list costs none until a change is told', async () => {
    const { cache, service } = keepingService();
    const statementsOf = async (list: () => Promise<unknown>) => {
      queries.reset();
      await list();
      return queries.count;
    };
    expect(await statementsOf(() => service.listStateTours({ first: 8 }))).toBe(1);
    expect(await statementsOf(() => service.listStateTours({ first: 8 }))).toBe(0);
    expect(await statementsOf(() => service.listStates({ first: 100 }))).toBe(0);
    cache.forgetAll();
    expect(await statementsOf(() => service.listStates({ first: 100 }))).toBe(1);
  });

  it('leave to the database a cursor that names no state kept: a state renamed since, or a cursor of another list', async () => {
    const { service } = keepingService();
    const renamedSince = encodeCursor(['Atlantis', 1]);
    expect((await service.listStates({ first: 1, after: renamedSince })).nodes.map((state) => state.name)).toEqual(['Bihar']);
    await expect(service.listStates({ first: 1, after: encodeCursor([1]) })).rejects.toThrow('The cursor is not valid for this list');
  });

  it('are shared by every request, so nothing may change them', async () => {
    const { service } = keepingService();
    const { state, card } = (await service.listStateTours({ first: 1 })).nodes[0]!;
    expect(Object.isFrozen(state) && Object.isFrozen(card)).toBe(true);
  });
});
