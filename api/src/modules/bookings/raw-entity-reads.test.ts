import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { rawEntityReader } from '../../db/fast-reads/raw-entity-reader.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { Place, State } from '../catalogue/index.js';
import { Booking } from './booking.entity.js';
import { aBookingInput, bookAs, specialTours } from './booking.fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const traveller = await signedInAccount(app);
  const [tour] = await specialTours(app);
  await bookAs(app, traveller.token, aBookingInput(tour!.id));
});
afterAll(() => app.close());

/*
 * db/fast-reads/raw-entity-reader.ts serves the hot lists of several modules; db/ may not import them, so its test lives with the
 * bookings, whose dates are the one conversion a plain row gets wrong.
 */

/** Every row of the entity's table, read by the raw reader and by TypeORM, in id order. */
async function readBothWays<TEntity extends ObjectLiteral>(entity: EntityTarget<TEntity>, table: string) {
  const { dataSource } = app.database;
  const reader = rawEntityReader(dataSource, entity, 'row');
  const raw = (await dataSource.query(`SELECT ${reader.columns} FROM ${table} row ORDER BY row.id`)).map(reader.read);
  const hydrated = await dataSource.getRepository(entity).find({ order: { databaseId: 'ASC' } as never });
  return { raw, hydrated };
}

describe('entities read from plain SQL rows', () => {
  it.each([
    ['bookings (dates stay yyyy-mm-dd, arrays and big ids as TypeORM gives them)', Booking, 'bookings'],
    ['places', Place, 'places'],
    ['states', State, 'states'],
  ] as const)('equal what TypeORM hydrates: %s', async (_what, entity, table) => {
    const { raw, hydrated } = await readBothWays(entity as EntityTarget<ObjectLiteral>, table);
    expect(raw.length).toBeGreaterThan(0);
    expect(raw).toEqual(hydrated);
    expect(raw[0]).toBeInstanceOf(entity);
  });
});
