import { Place } from './place.entity.js';

/**
 * A place row as one JSON value keyed by `Place`'s property names, so a statement about something else (a
 * suggestion, a review) brings its place along and the place loader is primed instead of asked: one statement,
 * not two. `alias` names the places row in that statement (it may be a LEFT JOIN's: null then).
 */
export function placeJsonOf(alias: string): string {
  return `CASE WHEN ${alias}.id IS NOT NULL THEN json_build_object(
    'databaseId', ${alias}.id, 'stateId', ${alias}.state_id, 'position', ${alias}.position, 'slug', ${alias}.slug,
    'title', ${alias}.title, 'description', ${alias}.description, 'destination', ${alias}.destination, 'city', ${alias}.city,
    'price', ${alias}.price, 'image', ${alias}.image, 'featured', ${alias}.featured) END`;
}

/**
 * The `Place` of a `placeJsonOf` value (its timestamps, which the schema does not show, left out). Its keys are the
 * columns' property names and its values theirs as JSON gives them: the entity is built as TypeORM's `create` would
 * build it, without walking the metadata for every key (a page of review cards builds one per review).
 */
export function placeFromJson(json: unknown): Place {
  return Object.assign(new Place(), json as Partial<Place>);
}
