import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A state's tour card as its places make it (spec §3: first place's image, route, attractions; the lowest and
 * the summed price; the review figures of all its places), kept in `tour_cards` by triggers on `places` and
 * `place_ratings`, so reading a card costs one row whether the state has 5 places or 5,000. Derived in the database rather than by the app so that every writer of places
 * (the admin's edits, the seed, a bulk load, psql) keeps it right. The rules are `tourCardOf`'s in
 * catalogue.rules.ts; tour-cards.test.ts holds the two to the same answers.
 */
export class CreateTourCards1795424258044 implements MigrationInterface {
  name = 'CreateTourCards1795424258044';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE tour_cards (
        state_id integer PRIMARY KEY REFERENCES states (id) ON DELETE CASCADE,
        place_count integer NOT NULL DEFAULT 0,
        first_place_slug varchar(160),
        first_place_image varchar(2000),
        route text NOT NULL DEFAULT '',
        attractions text NOT NULL DEFAULT '',
        starting_price integer NOT NULL DEFAULT 0,
        price_per_person bigint NOT NULL DEFAULT 0,
        review_count integer NOT NULL DEFAULT 0,
        rating_sum bigint NOT NULL DEFAULT 0
      )`);
    // Read committed: the row locks come first, so the derivation's own snapshot, taken after them, sees every
    // place change committed by a writer that held them (two admins editing places of one state).
    await queryRunner.query(`
      CREATE FUNCTION refresh_tour_cards(state_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO tour_cards (state_id)
          SELECT id FROM states WHERE id = ANY (state_ids) ORDER BY id ON CONFLICT (state_id) DO NOTHING;
        PERFORM 1 FROM tour_cards WHERE state_id = ANY (state_ids) ORDER BY state_id FOR UPDATE;
        WITH ordered AS (
          SELECT state_id, slug, image, title, destination, price,
                 row_number() OVER (PARTITION BY state_id ORDER BY position, id) AS n
          FROM places WHERE state_id = ANY (state_ids)
        ),
        destinations AS (SELECT state_id, destination, min(n) AS n FROM ordered GROUP BY state_id, destination),
        routes AS (
          SELECT state_id,
                 string_agg(destination, ' → ' ORDER BY n)
                   || CASE WHEN count(*) > 1 THEN ' → ' || (array_agg(destination ORDER BY n))[1] ELSE '' END AS route
          FROM destinations GROUP BY state_id
        ),
        titles AS (SELECT state_id, title, min(n) AS n FROM ordered GROUP BY state_id, title),
        attractions AS (SELECT state_id, string_agg(title, ', ' ORDER BY n) AS attractions FROM titles GROUP BY state_id),
        figures AS (SELECT state_id, count(*) AS place_count, min(price) AS starting_price, sum(price) AS price_per_person FROM ordered GROUP BY state_id),
        ratings AS (
          SELECT place.state_id, sum(rating.review_count) AS review_count, sum(rating.rating_sum) AS rating_sum
          FROM place_ratings rating JOIN places place ON place.id = rating.place_id
          WHERE place.state_id = ANY (state_ids) GROUP BY place.state_id
        ),
        cards AS (
          SELECT card.state_id, coalesce(figures.place_count, 0) AS place_count, first.slug, first.image,
                 coalesce(routes.route, '') AS route, coalesce(attractions.attractions, '') AS attractions,
                 coalesce(figures.starting_price, 0) AS starting_price, coalesce(figures.price_per_person, 0) AS price_per_person,
                 coalesce(ratings.review_count, 0) AS review_count, coalesce(ratings.rating_sum, 0) AS rating_sum
          FROM tour_cards card
          LEFT JOIN figures ON figures.state_id = card.state_id
          LEFT JOIN ordered first ON first.state_id = card.state_id AND first.n = 1
          LEFT JOIN routes ON routes.state_id = card.state_id
          LEFT JOIN attractions ON attractions.state_id = card.state_id
          LEFT JOIN ratings ON ratings.state_id = card.state_id
          WHERE card.state_id = ANY (state_ids)
        )
        UPDATE tour_cards card
        SET place_count = cards.place_count, first_place_slug = cards.slug, first_place_image = cards.image,
            route = cards.route, attractions = cards.attractions,
            starting_price = cards.starting_price, price_per_person = cards.price_per_person,
            review_count = cards.review_count, rating_sum = cards.rating_sum
        FROM cards WHERE cards.state_id = card.state_id;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION places_refresh_tour_cards() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM refresh_tour_cards(ARRAY(SELECT DISTINCT state_id FROM changed_places));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM refresh_tour_cards(ARRAY(SELECT DISTINCT state_id FROM previous_places));
        ELSE
          PERFORM refresh_tour_cards(ARRAY(SELECT state_id FROM changed_places UNION SELECT state_id FROM previous_places));
        END IF;
        RETURN NULL;
      END $$`);
    // Once per statement, not per row: a bulk load of 20,000 places derives each card once.
    await queryRunner.query(`
      CREATE TRIGGER places_tour_cards_after_insert AFTER INSERT ON places REFERENCING NEW TABLE AS changed_places
      FOR EACH STATEMENT EXECUTE FUNCTION places_refresh_tour_cards()`);
    await queryRunner.query(`
      CREATE TRIGGER places_tour_cards_after_update AFTER UPDATE ON places
      REFERENCING OLD TABLE AS previous_places NEW TABLE AS changed_places
      FOR EACH STATEMENT EXECUTE FUNCTION places_refresh_tour_cards()`);
    await queryRunner.query(`
      CREATE TRIGGER places_tour_cards_after_delete AFTER DELETE ON places REFERENCING OLD TABLE AS previous_places
      FOR EACH STATEMENT EXECUTE FUNCTION places_refresh_tour_cards()`);
    // A review posted, edited or deleted changes its place's figures (the triggers on reviews keep place_ratings).
    await queryRunner.query(`
      CREATE FUNCTION place_ratings_refresh_tour_cards() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM refresh_tour_cards(ARRAY(SELECT DISTINCT state_id FROM places WHERE id IN (SELECT place_id FROM changed_ratings)));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM refresh_tour_cards(ARRAY(SELECT DISTINCT state_id FROM places WHERE id IN (SELECT place_id FROM previous_ratings)));
        ELSE
          PERFORM refresh_tour_cards(ARRAY(SELECT DISTINCT state_id FROM places WHERE id IN
            (SELECT place_id FROM changed_ratings UNION SELECT place_id FROM previous_ratings)));
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER place_ratings_tour_cards_after_insert AFTER INSERT ON place_ratings
      REFERENCING NEW TABLE AS changed_ratings FOR EACH STATEMENT EXECUTE FUNCTION place_ratings_refresh_tour_cards()`);
    await queryRunner.query(`
      CREATE TRIGGER place_ratings_tour_cards_after_update AFTER UPDATE ON place_ratings
      REFERENCING OLD TABLE AS previous_ratings NEW TABLE AS changed_ratings
      FOR EACH STATEMENT EXECUTE FUNCTION place_ratings_refresh_tour_cards()`);
    await queryRunner.query(`
      CREATE TRIGGER place_ratings_tour_cards_after_delete AFTER DELETE ON place_ratings
      REFERENCING OLD TABLE AS previous_ratings FOR EACH STATEMENT EXECUTE FUNCTION place_ratings_refresh_tour_cards()`);
    await queryRunner.query(`SELECT refresh_tour_cards(ARRAY(SELECT id FROM states))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER place_ratings_tour_cards_after_${event} ON place_ratings`);
    await queryRunner.query(`DROP FUNCTION place_ratings_refresh_tour_cards()`);
    await queryRunner.query(`DROP TRIGGER places_tour_cards_after_delete ON places`);
    await queryRunner.query(`DROP TRIGGER places_tour_cards_after_update ON places`);
    await queryRunner.query(`DROP TRIGGER places_tour_cards_after_insert ON places`);
    await queryRunner.query(`DROP FUNCTION places_refresh_tour_cards()`);
    await queryRunner.query(`DROP FUNCTION refresh_tour_cards(integer[])`);
    await queryRunner.query(`DROP TABLE tour_cards`);
  }
}
