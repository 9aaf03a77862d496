import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/database.js';
import { distinct, tourAttractions, tourPricePerPerson, tourRoute, tourStartingPrice } from './catalogue.rules.js';
import { StateService } from './state.service.js';
import { CARD_PREVIEW_MAX, CARD_WITHOUT_PLACES, TEXTS_WITHOUT_PLACES, type StateTourCard, type TourTexts } from './tour-card.js';

/* `tour_cards` is derived in the database by triggers on places (migration CreateTourCards); spec §3's rules are
 * catalogue.rules.ts. Every card must read as those rules make it from the state's places, after any write. */

let database: Database;
let service: StateService;
beforeAll(async () => {
  database = await openTestDatabase();
  service = new StateService(database.dataSource);
});
afterAll(() => database.close());

interface PlaceRow {
  slug: string;
  title: string;
  destination: string;
  city: string;
  image: string;
  price: number;
}

/** A card with its whole route and attractions. */
type StoredTour = StateTourCard & TourTexts;

const TOUR_WITHOUT_PLACES: StoredTour = { ...CARD_WITHOUT_PLACES, ...TEXTS_WITHOUT_PLACES };

/** The card as spec §3's rules make it from the state's places, read in display order. */
async function cardByTheRules(stateId: number): Promise<StoredTour> {
  const places: PlaceRow[] = await database.dataSource.query(
    `SELECT slug, title, destination, city, image, price FROM places WHERE state_id = $1 ORDER BY position, id`,
    [stateId],
  );
  if (places.length === 0) return TOUR_WITHOUT_PLACES;
  const destinations = distinct(places.map((place) => place.destination));
  const titles = distinct(places.map((place) => place.title));
  const [figures] = (await database.dataSource.query(
    `SELECT coalesce(sum(rating.review_count), 0)::int AS "reviewCount", coalesce(sum(rating.rating_sum), 0)::int AS "ratingSum"
     FROM place_ratings rating JOIN places place ON place.id = rating.place_id WHERE place.state_id = $1`,
    [stateId],
  )) as [{ reviewCount: number; ratingSum: number }];
  return {
    ...figures,
    placeCount: places.length,
    firstPlaceSlug: places[0]!.slug,
    firstPlaceImage: places[0]!.image,
    route: tourRoute(places),
    attractions: tourAttractions(places),
    firstDestinations: destinations.slice(0, CARD_PREVIEW_MAX),
    destinationCount: destinations.length,
    firstAttractions: titles.slice(0, CARD_PREVIEW_MAX),
    attractionCount: titles.length,
    startingPrice: tourStartingPrice(places),
    pricePerPerson: tourPricePerPerson(places),
  };
}

/** The card as stored, read both ways the product reads one (alone, and joined to a page of states), with its texts. */
async function storedCard(stateId: number): Promise<StoredTour> {
  const [card] = await service.findTourCardsOfStates([stateId]);
  const { stateId: _stateId, ...alone } = card ?? { stateId, ...CARD_WITHOUT_PLACES };
  expect((await service.listStateTours({ first: 100 })).nodes.find(({ state }) => state.databaseId === stateId)?.card).toEqual(alone);
  const [texts] = await service.findTourTextsOfStates([stateId]);
  const { stateId: _textsStateId, ...textsAlone } = texts ?? { stateId, ...TEXTS_WITHOUT_PLACES };
  return { ...alone, ...textsAlone };
}

async function stateIdOf(slug: string): Promise<number> {
  const [{ id }] = (await database.dataSource.query(`SELECT id FROM states WHERE slug = $1`, [slug])) as [{ id: number }];
  return id;
}

let nextPlace = 0;
async function addPlace(stateId: number, fields: Partial<PlaceRow> & { position: number }): Promise<number> {
  nextPlace += 1;
  const [{ id }] = (await database.dataSource.query(
    `INSERT INTO places (state_id, position, slug, title, description, destination, city, price, image)
     VALUES ($1, $2, $3, $4, 'A place added by the tour card tests.', $5, $6, $7, $8) RETURNING id`,
    [
      stateId,
      fields.position,
      fields.slug ?? `card-test-place-${nextPlace}`,
      fields.title ?? `Card Test Place ${nextPlace}`,
      fields.destination ?? 'Card Test Destination',
      fields.city ?? 'Card Test City',
      fields.price ?? 1000,
      fields.image ?? `/images/card-test-${nextPlace}.jpg`,
    ],
  )) as [{ id: number }];
  return id;
}

describe('tour cards kept by the database', () => {
  it('reads, for every seeded state, exactly what the rules derive from its places', async () => {
    const states: { id: number }[] = await database.dataSource.query(`SELECT id FROM states ORDER BY id`);
    expect(states).toHaveLength(36);
    for (const { id } of states) expect(await storedCard(id)).toEqual(await cardByTheRules(id));
  });

  it('follows places added in one statement: repeated destinations and titles count once, in first-seen order', async () => {
    const stateId = await stateIdOf('goa');
    await database.dataSource.query(
      `INSERT INTO places (state_id, position, slug, title, description, destination, city, price, image)
       SELECT $1, -n, 'card-bulk-' || n, CASE WHEN n % 2 = 0 THEN 'Twin Beach' ELSE 'Beach ' || n END, 'Bulk.',
              CASE WHEN n % 3 = 0 THEN 'Panaji' ELSE 'Bulk Destination ' || (n % 4) END, 'Panaji', 100 * n, '/images/bulk-' || n || '.jpg'
       FROM generate_series(1, 40) AS n`,
      [stateId],
    );
    const card = await storedCard(stateId);
    expect(card).toEqual(await cardByTheRules(stateId));
    expect(card.firstPlaceSlug).toBe('card-bulk-40');
    expect(card.attractions.match(/Twin Beach/g)).toHaveLength(1);
    expect(card.firstAttractions).toHaveLength(CARD_PREVIEW_MAX);
    expect(card.firstAttractions.slice(0, 3)).toEqual(['Twin Beach', 'Beach 39', 'Beach 37']);
    expect(card.attractionCount).toBeGreaterThan(CARD_PREVIEW_MAX);
    expect(card.startingPrice).toBe(100);
  });

  it("follows an admin's kind of edit: a new title, price and image of the first place", async () => {
    const stateId = await stateIdOf('kerala');
    const [first] = (await database.dataSource.query(`SELECT id FROM places WHERE state_id = $1 ORDER BY position, id LIMIT 1`, [stateId])) as [
      { id: number },
    ];
    await database.dataSource.query(`UPDATE places SET title = 'Renamed Backwaters', price = 1, image = '/images/renamed.jpg' WHERE id = $1`, [first.id]);
    const card = await storedCard(stateId);
    expect(card).toEqual(await cardByTheRules(stateId));
    expect(card).toMatchObject({ firstPlaceImage: '/images/renamed.jpg', startingPrice: 1 });
    expect(card.attractions.startsWith('Renamed Backwaters, ')).toBe(true);
  });

  it('follows a place moved to another state and a reordering: both states change', async () => {
    const [from, to] = [await stateIdOf('sikkim'), await stateIdOf('tripura')];
    const moved = await addPlace(from, { position: -1, destination: 'Moving Destination', title: 'Moving Place' });
    expect((await storedCard(from)).route.startsWith('Moving Destination → ')).toBe(true);
    await database.dataSource.query(`UPDATE places SET state_id = $2, position = 1000 WHERE id = $1`, [moved, to]);
    for (const stateId of [from, to]) expect(await storedCard(stateId)).toEqual(await cardByTheRules(stateId));
    expect((await storedCard(from)).route).not.toContain('Moving Destination');
    expect((await storedCard(to)).attractions.endsWith(', Moving Place')).toBe(true);
  });

  it('empties when the last place goes, and reads one place without a return leg', async () => {
    const stateId = await stateIdOf('lakshadweep');
    await database.dataSource.query(`DELETE FROM places WHERE state_id = $1`, [stateId]);
    expect(await storedCard(stateId)).toEqual(TOUR_WITHOUT_PLACES);
    await addPlace(stateId, { position: 0, destination: 'Kavaratti', title: 'Lagoon', price: 2500 });
    expect(await storedCard(stateId)).toMatchObject({ placeCount: 1, route: 'Kavaratti', attractions: 'Lagoon', startingPrice: 2500, pricePerPerson: 2500 });
  });
});

describe('review figures on the tour card', () => {
  async function postReview(placeId: number, rating: number): Promise<number> {
    const [{ id }] = (await database.dataSource.query(
      `INSERT INTO reviews (first_name, email, tour_place, place_id, guide_rating, overall_rating, rating, comment)
       SELECT 'Asha', 'asha@example.com', title, id, $2, $2, $2, 'Lovely.' FROM places WHERE id = $1 RETURNING id`,
      [placeId, rating],
    )) as [{ id: number }];
    return id;
  }

  it("follow each review of one of the state's places: posted, edited, deleted", async () => {
    const stateId = await stateIdOf('punjab');
    const placeId = await addPlace(stateId, { position: 700 });
    const before = await storedCard(stateId);
    const reviewId = await postReview(placeId, 4);
    expect(await storedCard(stateId)).toMatchObject({ reviewCount: before.reviewCount + 1, ratingSum: before.ratingSum + 4 });
    await database.dataSource.query(`UPDATE reviews SET rating = 1 WHERE id = $1`, [reviewId]);
    expect(await storedCard(stateId)).toMatchObject({ reviewCount: before.reviewCount + 1, ratingSum: before.ratingSum + 1 });
    await database.dataSource.query(`DELETE FROM reviews WHERE id = $1`, [reviewId]);
    expect(await storedCard(stateId)).toEqual(await cardByTheRules(stateId));
    expect(await storedCard(stateId)).toMatchObject({ reviewCount: before.reviewCount, ratingSum: before.ratingSum });
  });

  it('move with a place to its new state', async () => {
    const [from, to] = [await stateIdOf('haryana'), await stateIdOf('bihar')];
    const placeId = await addPlace(from, { position: 700 });
    await postReview(placeId, 5);
    await postReview(placeId, 3);
    await database.dataSource.query(`UPDATE places SET state_id = $2 WHERE id = $1`, [placeId, to]);
    for (const stateId of [from, to]) expect(await storedCard(stateId)).toEqual(await cardByTheRules(stateId));
    expect((await storedCard(to)).reviewCount).toBeGreaterThanOrEqual(2);
  });
});

describe.skipIf(!(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL))('two writers of one state at once (PostgreSQL server)', () => {
  it('keeps both edits in the card: the second waits for the first and derives from what it committed', async () => {
    const stateId = await stateIdOf('assam');
    const [a, b] = [await addPlace(stateId, { position: 500, price: 700_001 }), await addPlace(stateId, { position: 501, price: 700_002 })];
    let releaseFirst!: () => void;
    let firstUpdated!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    const firstHasUpdated = new Promise<void>((resolve) => (firstUpdated = resolve));
    const first = database.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE places SET price = 7 WHERE id = $1`, [a]);
      firstUpdated();
      await firstMayCommit;
    });
    await firstHasUpdated;
    // Uncommitted, the first's edit is not in the card anyone reads; it holds the card's row lock.
    expect((await storedCard(stateId)).startingPrice).not.toBe(7);
    const second = database.dataSource.query(`UPDATE places SET price = 8 WHERE id = $1`, [b]);
    await expect
      .poll(async () => {
        const [{ waiting }] = (await database.dataSource.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as [{ waiting: number }];
        return waiting;
      }, { timeout: 10_000 })
      .toBe(1);
    releaseFirst();
    await Promise.all([first, second]);
    const card = await storedCard(stateId);
    expect(card).toEqual(await cardByTheRules(stateId));
    expect(card.startingPrice).toBe(7);
    expect(card.pricePerPerson).toBe((await cardByTheRules(stateId)).pricePerPerson);
  });
});
