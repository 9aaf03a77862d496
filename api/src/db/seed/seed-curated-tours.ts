import type { DataSource } from 'typeorm';
import { curatedToursSeed, type SeedCuratedTour } from './curated-tours-data.js';

/**
 * Adds each curated tour that is missing, with those of its places the catalogue has. It runs at every
 * start, after the catalogue seed, so databases seeded before curated tours existed get them too; a
 * tour already there is never written over.
 */
export async function seedCuratedTours(dataSource: DataSource, tours: readonly SeedCuratedTour[] = curatedToursSeed) {
  await dataSource.transaction(async (manager) => {
    for (const tour of tours) {
      const inserted = (await manager.query(
        `INSERT INTO curated_tours (id, slug, name, title) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
        [tour.id, tour.slug, tour.name, tour.title],
      )) as { id: number }[];
      if (inserted.length === 0) continue;
      await manager.query(
        `INSERT INTO curated_tour_places (tour_id, place_id, position)
         SELECT $1, places.id, stop.position FROM unnest($2::text[]) WITH ORDINALITY AS stop(slug, position)
         JOIN places ON places.slug = stop.slug`,
        [tour.id, tour.placeSlugs],
      );
    }
  });
}
