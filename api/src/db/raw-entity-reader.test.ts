import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { signedInAccount } from '../modules/accounts/account.fixtures.js';
import { Booking } from '../modules/bookings/booking.entity.js';
import { aBookingInput, bookAs, specialTours } from '../modules/bookings/booking.fixtures.js';
import { Place } from '../modules/catalogue/place.entity.js';
import { State } from '../modules/catalogue/state.entity.js';
import { aReviewDraft } from '../modules/reviews/review.fixtures.js';
import { Review } from '../modules/reviews/review.entity.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { rawEntityReader } from './raw-entity-reader.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const traveller = await signedInAccount(app);
  const [tour] = await specialTours(app);
  await bookAs(app, traveller.token, aBookingInput(tour!.id));
  await app.graphql(`mutation($input: PostReviewInput!) { postReview(input: $input) { review { id } } }`, { input: aReviewDraft() });
});
afterAll(() => app.close());

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
    ['reviews', Review, 'reviews'],
    ['places', Place, 'places'],
    ['states', State, 'states'],
  ] as const)('equal what TypeORM hydrates: %s', async (_what, entity, table) => {
    const { raw, hydrated } = await readBothWays(entity as EntityTarget<ObjectLiteral>, table);
    expect(raw.length).toBeGreaterThan(0);
    expect(raw).toEqual(hydrated);
    expect(raw[0]).toBeInstanceOf(entity);
  });
});
