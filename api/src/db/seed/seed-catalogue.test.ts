import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-database.js';
import type { Database } from '../database.js';
import { catalogueSeed } from './catalogue-data.js';
import { seedCatalogue } from './seed-catalogue.js';

let database: Database;
beforeAll(async () => {
  // Fresh: the seed itself must run on the newly migrated database, not arrive copied.
  database = await openTestDatabase({ fresh: true });
});
afterAll(() => database.close());

describe('the catalogue seed', () => {
  it('holds all 28 states and 8 union territories, each with at least 4 places described in 2+ sentences', () => {
    expect(catalogueSeed.filter((state) => state.kind === 'STATE')).toHaveLength(28);
    expect(catalogueSeed.filter((state) => state.kind === 'UNION_TERRITORY')).toHaveLength(8);
    for (const state of catalogueSeed) {
      expect(state.places.length, state.name).toBeGreaterThanOrEqual(4);
      for (const place of state.places) {
        expect(place.description.match(/[.!?](\s|$)/g)?.length ?? 0, place.title).toBeGreaterThanOrEqual(2);
        expect(Number.isInteger(place.price) && place.price > 0, place.title).toBe(true);
      }
    }
  });

  it("prices Uttar Pradesh's four sample places 5000, 4000, 3500 and 2500", () => {
    const uttarPradesh = catalogueSeed.find((state) => state.name === 'Uttar Pradesh')!;
    expect(uttarPradesh.places.slice(0, 4).map((place) => place.price)).toEqual([5000, 4000, 3500, 2500]);
  });

  it('loads into an empty database and never writes over edited data when run again', async () => {
    const count = async () => (await database.dataSource.query(`SELECT count(*)::int AS n FROM places`))[0].n;
    const seeded = await count();
    expect(seeded).toBe(catalogueSeed.reduce((total, state) => total + state.places.length, 0));

    await database.dataSource.query(`UPDATE places SET price = 1234 WHERE slug = 'taj-mahal'`);
    await database.dataSource.query(`DELETE FROM places WHERE slug = 'bara-imambara'`);
    await seedCatalogue(database.dataSource);

    expect(await count()).toBe(seeded - 1);
    const [{ price }] = await database.dataSource.query(`SELECT price FROM places WHERE slug = 'taj-mahal'`);
    expect(price).toBe(1234);
  });
});
