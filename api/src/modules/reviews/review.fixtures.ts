import type { DataSource } from 'typeorm';
import { toGlobalId } from '../../graphql/relay/global-id.js';

let serial = 0;

/** A review as the feedback form would send it; every rule passes. */
export function aReviewDraft(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return { firstName: 'Meera', lastName: 'Iyer', tourPlace: 'Taj Mahal', comment: `Sunrise over the river, visit ${serial}.`, ...overrides };
}

/** Inserts a review directly (as if posted earlier) and returns its IDs. */
export async function insertReview(dataSource: DataSource, options: { email?: string | null; comment?: string } = {}) {
  const [{ id }] = (await dataSource.query(
    `INSERT INTO reviews (first_name, email, phone, tour_place, comment) VALUES ('Ravi', $1, '9123456789', 'Hawa Mahal', $2) RETURNING id`,
    [options.email ?? null, options.comment ?? 'Pink city at dusk.'],
  )) as [{ id: number }];
  return { databaseId: id, id: toGlobalId('Review', id) };
}

/** The stored row, to show that a refused call changed nothing. */
export async function storedReview(dataSource: DataSource, databaseId: number) {
  const [row] = (await dataSource.query(`SELECT tour_place, comment, rating, email FROM reviews WHERE id = $1`, [databaseId])) as {
    tour_place: string;
    comment: string;
    rating: number;
    email: string | null;
  }[];
  return row;
}
