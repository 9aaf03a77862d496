import type { DataSource } from 'typeorm';
import { placeArtworkPath } from '../../modules/catalogue/index.js';
import { FEATURED_PLACE_SLUGS, catalogueSeed, type SeedState } from './catalogue-data.js';

/** Key of the advisory lock that keeps two starting instances from seeding at once. */
const SEED_LOCK_KEY = 7_262_400;

function placeRows(states: readonly SeedState[]) {
  return states.flatMap((state) =>
    state.places.map((place, position) => ({
      state_slug: state.slug,
      position,
      slug: place.slug,
      title: place.title,
      description: place.description,
      destination: place.destination,
      city: place.city,
      price: place.price,
      image: placeArtworkPath(place.slug),
      featured: FEATURED_PLACE_SLUGS.has(place.slug),
    })),
  );
}

/**
 * Loads the catalogue of India into an empty database. It runs only while there is no state at
 * all, so whatever an admin edited or removed later is never written over.
 */
export async function seedCatalogue(dataSource: DataSource, states: readonly SeedState[] = catalogueSeed) {
  await dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock($1)`, [SEED_LOCK_KEY]);
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM states`);
    if (count > 0) return;
    await manager.query(
      `INSERT INTO states (slug, name, kind)
       SELECT slug, name, kind FROM json_to_recordset($1::json) AS s(slug text, name text, kind text)`,
      [JSON.stringify(states.map(({ slug, name, kind }) => ({ slug, name, kind })))],
    );
    await manager.query(
      `INSERT INTO places (state_id, position, slug, title, description, destination, city, price, image, featured)
       SELECT states.id, p.position, p.slug, p.title, p.description, p.destination, p.city, p.price, p.image, p.featured
       FROM json_to_recordset($1::json) AS p(state_slug text, position int, slug text, title text,
            description text, destination text, city text, price int, image text, featured boolean)
       JOIN states ON states.slug = p.state_slug`,
      [JSON.stringify(placeRows(states))],
    );
  });
}
