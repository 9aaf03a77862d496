import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews name the place they are about, and carry who posted them and whether that traveller had
 * started a confirmed trip in the place's state ("Verified traveller"). Legacy reviews whose text is
 * the title of exactly one place are linked to it; the others stay unlinked.
 *
 * Lists are newest first by posting order (`id`), which is the order of `created_at` to within two
 * posts of the same instant. Two figures tables are kept by a trigger on `reviews`, so every door
 * (the API, the seed, the bench's bulk fill, SQL by hand) keeps them right:
 * - `place_ratings`: per place, the number of reviews, the sum of their ratings and the verified
 *   ones: a place's average and count without reading its reviews. No foreign key: a removed place
 *   leaves a row nothing reads, rather than a trigger that fails while its reviews are unlinked.
 * - `review_blocks`: per block of 1,024 ids, how many reviews (and verified ones) it holds. Page N of
 *   the whole list sums at most (reviews / 1,024) small rows to find the block where its first review
 *   sits, then skips under 1,024 index entries there: a deep page costs what page 1 costs, and the
 *   total is a sum of those rows, not a count of every review.
 * Rows are locked in one order (places by id, then the block) so concurrent writers cannot deadlock.
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
      CREATE FUNCTION keep_review_figures() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO place_ratings AS figures (place_id, review_count, rating_sum, verified_count)
        SELECT place_id, sum(reviews), sum(rating_sum), sum(verified) FROM (
          SELECT OLD.place_id, -1, -OLD.rating, -OLD.verified::integer WHERE TG_OP <> 'INSERT'
          UNION ALL
          SELECT NEW.place_id, 1, NEW.rating, NEW.verified::integer WHERE TG_OP <> 'DELETE'
        ) AS changes (place_id, reviews, rating_sum, verified)
        WHERE place_id IS NOT NULL GROUP BY place_id ORDER BY place_id
        ON CONFLICT (place_id) DO UPDATE SET
          review_count = figures.review_count + excluded.review_count,
          rating_sum = figures.rating_sum + excluded.rating_sum,
          verified_count = figures.verified_count + excluded.verified_count;
        INSERT INTO review_blocks AS figures (block, review_count, verified_count)
        SELECT block, sum(reviews), sum(verified) FROM (
          SELECT OLD.id / 1024, -1, -OLD.verified::integer WHERE TG_OP <> 'INSERT'
          UNION ALL
          SELECT NEW.id / 1024, 1, NEW.verified::integer WHERE TG_OP <> 'DELETE'
        ) AS changes (block, reviews, verified)
        GROUP BY block
        ON CONFLICT (block) DO UPDATE SET
          review_count = figures.review_count + excluded.review_count,
          verified_count = figures.verified_count + excluded.verified_count;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reviews_keep_figures AFTER INSERT OR DELETE OR UPDATE OF place_id, rating, verified ON reviews
      FOR EACH ROW EXECUTE FUNCTION keep_review_figures()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER reviews_keep_figures ON reviews`);
    await queryRunner.query(`DROP FUNCTION keep_review_figures()`);
    await queryRunner.query(`DROP TABLE review_blocks`);
    await queryRunner.query(`DROP TABLE place_ratings`);
    await queryRunner.query(`DROP INDEX reviews_place_verified_idx`);
    await queryRunner.query(`DROP INDEX reviews_verified_idx`);
    await queryRunner.query(`DROP INDEX reviews_place_idx`);
    await queryRunner.query(`CREATE INDEX reviews_created_id_idx ON reviews (created_at DESC, id DESC)`);
    await queryRunner.query(`ALTER TABLE reviews DROP COLUMN verified, DROP COLUMN author_id, DROP COLUMN place_id`);
  }
}
