import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tour card names every place of its state: at 555 places its route and attractions were 8 KB each, shipped on every
 * home page although a card shows a few. The card now keeps the first 20 distinct destinations and place titles (in
 * route order) and how many there are, so `Tour.route(first:)` and `Tour.attractions(first:)` read a few short values
 * whatever the state's size; the whole texts stay for the tour page. 20 is `CARD_PREVIEW_MAX` of tour-card.ts.
 */
export class KeepTourCardPreviews1795424258049 implements MigrationInterface {
  name = 'KeepTourCardPreviews1795424258049';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE tour_cards
        ADD COLUMN first_destinations text[] NOT NULL DEFAULT '{}',
        ADD COLUMN destination_count integer NOT NULL DEFAULT 0,
        ADD COLUMN first_attractions text[] NOT NULL DEFAULT '{}',
        ADD COLUMN attraction_count integer NOT NULL DEFAULT 0`);
    await queryRunner.query(refreshTourCards({ withPreviews: true }));
    await queryRunner.query(`SELECT refresh_tour_cards(ARRAY(SELECT id FROM states))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(refreshTourCards({ withPreviews: false }));
    await queryRunner.query(`
      ALTER TABLE tour_cards DROP COLUMN first_destinations, DROP COLUMN destination_count,
        DROP COLUMN first_attractions, DROP COLUMN attraction_count`);
  }
}

/** CreateTourCards' derivation, with or without the previews (the locking is explained there). */
function refreshTourCards({ withPreviews }: { withPreviews: boolean }): string {
  const previewColumns = withPreviews
    ? `, first_destinations = cards.first_destinations, destination_count = cards.destination_count,
         first_attractions = cards.first_attractions, attraction_count = cards.attraction_count`
    : '';
  return `
    CREATE OR REPLACE FUNCTION refresh_tour_cards(state_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
                 || CASE WHEN count(*) > 1 THEN ' → ' || (array_agg(destination ORDER BY n))[1] ELSE '' END AS route,
               (array_agg(destination ORDER BY n))[1:20] AS first_destinations, count(*) AS destination_count
        FROM destinations GROUP BY state_id
      ),
      titles AS (SELECT state_id, title, min(n) AS n FROM ordered GROUP BY state_id, title),
      attractions AS (
        SELECT state_id, string_agg(title, ', ' ORDER BY n) AS attractions,
               (array_agg(title ORDER BY n))[1:20] AS first_attractions, count(*) AS attraction_count
        FROM titles GROUP BY state_id
      ),
      figures AS (SELECT state_id, count(*) AS place_count, min(price) AS starting_price, sum(price) AS price_per_person FROM ordered GROUP BY state_id),
      ratings AS (
        SELECT place.state_id, sum(rating.review_count) AS review_count, sum(rating.rating_sum) AS rating_sum
        FROM place_ratings rating JOIN places place ON place.id = rating.place_id
        WHERE place.state_id = ANY (state_ids) GROUP BY place.state_id
      ),
      cards AS (
        SELECT card.state_id, coalesce(figures.place_count, 0) AS place_count, first.slug, first.image,
               coalesce(routes.route, '') AS route, coalesce(attractions.attractions, '') AS attractions,
               coalesce(routes.first_destinations, '{}') AS first_destinations, coalesce(routes.destination_count, 0) AS destination_count,
               coalesce(attractions.first_attractions, '{}') AS first_attractions, coalesce(attractions.attraction_count, 0) AS attraction_count,
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
          route = cards.route, attractions = cards.attractions${previewColumns},
          starting_price = cards.starting_price, price_per_person = cards.price_per_person,
          review_count = cards.review_count, rating_sum = cards.rating_sum
      FROM cards WHERE cards.state_id = card.state_id;
    END $$`;
}
