import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Highlights for the home page's eight place cards, chosen across the country rather than the first
 * eight of the alphabet. Existing databases get the same choice as a fresh seed; the partial index
 * serves `places(filter: { featured: true })` in title order.
 */
export class AddFeaturedPlaces1795424258030 implements MigrationInterface {
  name = 'AddFeaturedPlaces1795424258030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE places ADD COLUMN featured boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE places SET featured = true WHERE slug = ANY($1)`, [
      ['taj-mahal', 'golden-temple', 'hawa-mahal', 'alleppey-backwaters', 'kaziranga-national-park', 'gateway-of-india', 'hampi-ruins', 'pangong-tso'],
    ]);
    await queryRunner.query(`CREATE INDEX places_featured_title_idx ON places (title, id) WHERE featured`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE places DROP COLUMN featured`);
  }
}
