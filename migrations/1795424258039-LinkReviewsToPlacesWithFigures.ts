import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each review a statement removed counts -1, each it added +1; an edit is both. */
const removed = (rows: string) => `SELECT (place_id, id / 1024, -1, -rating, -verified::integer)::review_figure_change FROM ${rows}`;
const added = (rows: string) => `SELECT (place_id, id / 1024, 1, rating, verified::integer)::review_figure_change FROM ${rows}`;

/** Per event: the transition tables it reads and the changes it makes of them. */
const FIGURE_TRIGGERS = [
  ['insert', 'NEW TABLE AS inserted_reviews', added('inserted_reviews')],
  ['delete', 'OLD TABLE AS deleted_reviews', removed('deleted_reviews')],
  ['update', 'OLD TABLE AS reviews_before NEW TABLE AS reviews_after', `${removed('reviews_before')} UNION ALL ${added('reviews_after')}`],
] as const;

/**
 * Reviews name the place they are about, and carry who posted them and whether that traveller had
 * started a confirmed trip in the place's state ("Verified traveller"). Legacy reviews whose text is
 * the title of exactly one place are linked to it; the others stay unlinked.
 *
 * Lists are newest first by posting order (`id`), which is the order of `created_at` to within two
 * posts of the same instant. Two figures tables are kept by statement triggers on `reviews`, so every
 * door (the API, the bench's bulk fill, SQL by hand) keeps them right, and a bulk load of N reviews
 * costs one grouped update of the figures rather than N:
 * - `place_ratings`: per place, the number of reviews, the sum of their ratings and the verified
 *   ones: a place's average and count without reading its reviews. No foreign key: a removed place
 *   leaves a row nothing reads, rather than a trigger that fails while its reviews are unlinked.
 * - `review_blocks`: per block of 1,024 ids, how many reviews (and verified ones) it holds. Page N of
 *   the whole list sums at most (reviews / 1,024) small rows to find the block where its first review
 *   sits, then skips under 1,024 index entries there: a deep page costs what page 1 costs, and the
 *   total is a sum of those rows, not a count of every review.
 * Rows are locked in one order (places by id, then blocks by number) so concurrent writers cannot
 * deadlock; an edit that changes no figure writes none.
 */
export class LinkReviewsToPlacesWithFigures1795424258039 implements MigrationInterface {
  name = 'LinkReviewsToPlacesWithFigures1795424258039';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE reviews
        ADD COLUMN place_id  integer REFERENCES places (id) ON DELETE SET NULL,
        ADD COLUMN author_id integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN verified  boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      UPDATE reviews review SET place_id = place.id
      FROM (SELECT lower(title) AS title, min(id) AS id FROM places GROUP BY lower(title) HAVING count(*) = 1) place
      WHERE lower(btrim(review.tour_place)) = place.title`);
    await queryRunner.query(`DROP INDEX reviews_created_id_idx`);
    await queryRunner.query(`CREATE INDEX reviews_place_idx ON reviews (place_id, id)`);
    await queryRunner.query(`CREATE INDEX reviews_author_idx ON reviews (author_id) WHERE author_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX reviews_verified_idx ON reviews (id) WHERE verified`);
    await queryRunner.query(`CREATE INDEX reviews_place_verified_idx ON reviews (place_id, id) WHERE verified`);
    await queryRunner.query(`
      CREATE TABLE place_ratings (
        place_id       integer PRIMARY KEY,
        review_count   integer NOT NULL DEFAULT 0,
        rating_sum     bigint  NOT NULL DEFAULT 0,
        verified_count integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE review_blocks (
        block          integer PRIMARY KEY,
        review_count   integer NOT NULL DEFAULT 0,
        verified_count integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      INSERT INTO place_ratings (place_id, review_count, rating_sum, verified_count)
      SELECT place_id, count(*), sum(rating), count(*) FILTER (WHERE verified) FROM reviews WHERE place_id IS NOT NULL GROUP BY place_id`);
    await queryRunner.query(`
      INSERT INTO review_blocks (block, review_count, verified_count)
      SELECT id / 1024, count(*), count(*) FILTER (WHERE verified) FROM reviews GROUP BY id / 1024`);
    await queryRunner.query(`
      CREATE TYPE review_figure_change AS (place_id integer, block integer, reviews integer, rating_sum integer, verified integer)`);
    await queryRunner.query(`
      CREATE FUNCTION add_review_figures(changes review_figure_change[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO place_ratings AS figures (place_id, review_count, rating_sum, verified_count)
        SELECT place_id, sum(reviews), sum(rating_sum), sum(verified) FROM unnest(changes)
        WHERE place_id IS NOT NULL GROUP BY place_id
        HAVING sum(reviews) <> 0 OR sum(rating_sum) <> 0 OR sum(verified) <> 0
        ORDER BY place_id
        ON CONFLICT (place_id) DO UPDATE SET
          review_count = figures.review_count + excluded.review_count,
          rating_sum = figures.rating_sum + excluded.rating_sum,
          verified_count = figures.verified_count + excluded.verified_count;
        INSERT INTO review_blocks AS figures (block, review_count, verified_count)
        SELECT block, sum(reviews), sum(verified) FROM unnest(changes)
        GROUP BY block HAVING sum(reviews) <> 0 OR sum(verified) <> 0
        ORDER BY block
        ON CONFLICT (block) DO UPDATE SET
          review_count = figures.review_count + excluded.review_count,
          verified_count = figures.verified_count + excluded.verified_count;
      $$`);
    for (const [event, transition, changes] of FIGURE_TRIGGERS) {
      await queryRunner.query(`
        CREATE FUNCTION count_${event}_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM add_review_figures(ARRAY(${changes}));
          RETURN NULL;
        END $$`);
      await queryRunner.query(`
        CREATE TRIGGER reviews_count_${event} AFTER ${event.toUpperCase()} ON reviews REFERENCING ${transition}
        FOR EACH STATEMENT EXECUTE FUNCTION count_${event}_reviews()`);
    }
    await queryRunner.query(`
      CREATE FUNCTION forget_review_figures() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM place_ratings;
        DELETE FROM review_blocks;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER reviews_forget_figures AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION forget_review_figures()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER reviews_forget_figures ON reviews`);
    await queryRunner.query(`DROP FUNCTION forget_review_figures()`);
    for (const [event] of FIGURE_TRIGGERS) {
      await queryRunner.query(`DROP TRIGGER reviews_count_${event} ON reviews`);
      await queryRunner.query(`DROP FUNCTION count_${event}_reviews()`);
    }
    await queryRunner.query(`DROP FUNCTION add_review_figures(review_figure_change[])`);
    await queryRunner.query(`DROP TYPE review_figure_change`);
    await queryRunner.query(`DROP TABLE review_blocks`);
    await queryRunner.query(`DROP TABLE place_ratings`);
    await queryRunner.query(`DROP INDEX reviews_place_verified_idx`);
    await queryRunner.query(`DROP INDEX reviews_verified_idx`);
    await queryRunner.query(`DROP INDEX reviews_author_idx`);
    await queryRunner.query(`DROP INDEX reviews_place_idx`);
    await queryRunner.query(`CREATE INDEX reviews_created_id_idx ON reviews (created_at DESC, id DESC)`);
    await queryRunner.query(`ALTER TABLE reviews DROP COLUMN verified, DROP COLUMN author_id, DROP COLUMN place_id`);
  }
}
