import { decodeCursor } from '../api/src/graphql/relay/cursor.js';
import { REVIEW_COLUMNS, connectionOf, reviewCardOf, type ReviewRow } from './ceiling-shapes.js';

/** Above every review id: the first page reads from the newest. */
const BEFORE_EVERY_ID = 2_147_483_647;

/**
 * W3, the reviews connection newest first: a backward walk of the primary key from the cursor's id, `first + 1` rows,
 * the count written in so that PostgreSQL plans the prepared statement once per connection (a LIMIT parameter made
 * it plan every execution; the product's review pages write theirs in too).
 */
export function reviewsSql(first: number): string {
  return `
  SELECT ${REVIEW_COLUMNS} FROM reviews review LEFT JOIN places place ON place.id = review.place_id
  WHERE review.id < $1 ORDER BY review.id DESC LIMIT ${Math.trunc(first) + 1}`;
}

export function reviewPageParameters(variables: { after?: unknown }): [number] {
  const [afterId] = typeof variables.after === 'string' ? decodeCursor(variables.after, ['number']) : [BEFORE_EVERY_ID];
  return [Number(afterId)];
}

export function reviewPageOf(rows: readonly ReviewRow[], first: number) {
  return { reviews: connectionOf('Review', rows, first, { node: reviewCardOf, cursor: (review) => [review.id] }) };
}
