import { encodeCursor, type CursorValues } from '../api/src/graphql/relay/cursor.js';
import { toGlobalId } from '../api/src/graphql/relay/global-id.js';
import { averageRating } from '../api/src/modules/reviews/review-rating.js';

/*
 * The ceiling answers the product's operations in the JSON the product sends, key for key, `__typename` included
 * (the web client's documents ask for it): the objects below are written in the order GraphQL merges each
 * operation's selections. The encodings (global IDs, cursors, the one-decimal average) are the product's own
 * pure functions, so the two can only differ in what they read.
 */

/** A Relay connection page of `first` rows read with one extra row (which only says a next page exists). */
export function connectionOf<TRow>(
  typeName: string,
  rows: readonly TRow[],
  first: number,
  shape: { readonly node: (row: TRow) => object; readonly cursor: (row: TRow) => CursorValues },
) {
  const pageRows = rows.slice(0, first);
  const cursors = pageRows.map((row) => encodeCursor(shape.cursor(row)));
  return {
    edges: pageRows.map((row, index) => ({ cursor: cursors[index]!, node: shape.node(row), __typename: `${typeName}Edge` })),
    pageInfo: { hasNextPage: rows.length > first, endCursor: cursors.at(-1) ?? null, __typename: 'PageInfo' },
    __typename: `${typeName}Connection`,
  };
}

/** A place's or a tour's kept review figures, as one statement reads them (null without reviews). */
export interface FiguresRow {
  readonly review_count: number | null;
  readonly rating_sum: number | null;
}

export function ratingOf(row: FiguresRow) {
  const figures = { reviewCount: row.review_count ?? 0, ratingSum: row.rating_sum ?? 0 };
  return { averageRating: averageRating(figures), reviewCount: figures.reviewCount };
}

/** A review with its place, as the public (signed-out) review card reads it. */
export interface ReviewRow {
  readonly id: number;
  readonly first_name: string;
  readonly last_name: string | null;
  readonly tour_place: string;
  readonly rating: number;
  readonly guide_rating: number;
  readonly overall_rating: number;
  readonly comment: string;
  readonly user_image: string | null;
  readonly verified: boolean;
  readonly place_id: number | null;
  readonly place_slug: string | null;
  readonly place_title: string | null;
}

/** The review columns ReviewRow names, for a statement reading `reviews review LEFT JOIN places place`. */
export const REVIEW_COLUMNS = `review.id, review.first_name, review.last_name, review.tour_place, review.rating, review.guide_rating,
  review.overall_rating, review.comment, review.user_image, review.verified, place.id AS place_id, place.slug AS place_slug,
  place.title AS place_title`;

/** ReviewCard_review for a signed-out visitor: nothing is theirs to edit or delete. */
export function reviewCardOf(row: ReviewRow) {
  return {
    id: toGlobalId('Review', row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    tourPlace: row.tour_place,
    rating: row.rating,
    guideRating: row.guide_rating,
    overallRating: row.overall_rating,
    comment: row.comment,
    userImage: row.user_image,
    verified: row.verified,
    place: row.place_id === null ? null : { id: toGlobalId('Place', row.place_id), slug: row.place_slug, title: row.place_title, __typename: 'Place' },
    viewerCanEdit: false,
    viewerCanDelete: false,
    __typename: 'Review',
  };
}
