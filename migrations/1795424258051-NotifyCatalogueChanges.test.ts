import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchChannel, type ChannelWatch, type Statement } from '../api/src/testing/told-on-channel.js';

let watch: ChannelWatch;
beforeAll(async () => {
  watch = await watchChannel('catalogue_changes');
});
afterAll(() => watch.close());
const toldBy = (...statements: Statement[]) => watch.toldBy(...statements);

const ONE_CHANGE = ['catalogue_changes:'];

describe('the migration that tells of catalogue changes', () => {
  it("tells of an edit of a state's tour", async () => {
    expect(await toldBy(`UPDATE states SET tour_title = 'Backwaters and Hills' WHERE slug = 'kerala'`)).toEqual(ONE_CHANGE);
  });

  it("tells of a change to a place, or to a place's review figures, through the tour card it changes", async () => {
    expect(await toldBy(`UPDATE places SET price = price + 1 WHERE id = (SELECT min(id) FROM places)`)).toEqual(ONE_CHANGE);
    expect(
      await toldBy(`
        INSERT INTO place_ratings AS kept (place_id, review_count, rating_sum) SELECT min(id), 1, 5 FROM places
        ON CONFLICT (place_id) DO UPDATE SET review_count = kept.review_count + 1, rating_sum = kept.rating_sum + 5`),
    ).toEqual(ONE_CHANGE);
  });

  it('tells once of a statement that changes every card, and of cards emptied', async () => {
    expect(await toldBy(`UPDATE places SET price = price`)).toEqual(ONE_CHANGE);
    expect(await toldBy(`TRUNCATE tour_cards`)).toEqual(ONE_CHANGE);
    expect(await toldBy(`SELECT refresh_tour_cards(ARRAY(SELECT id FROM states))`)).toEqual(ONE_CHANGE);
  });

  it('tells nothing of a change that no state or card reads', async () => {
    expect(await toldBy(`UPDATE users SET name = name`, `DELETE FROM sessions WHERE false`)).toEqual([]);
  });
});
