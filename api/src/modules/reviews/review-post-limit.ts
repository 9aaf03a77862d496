import type { DataSource } from 'typeorm';

/** Reviews one client address may post per window: plenty for a family's trip, too few to flood the page. */
export const MAX_REVIEWS_PER_ADDRESS = 5;
export const REVIEW_WINDOW_SECONDS = 10 * 60;

const WINDOW = `${REVIEW_WINDOW_SECONDS} seconds`;

/** The oldest post still in the window says when the address may post again (null: it may now). */
const RETRY_AFTER_SQL = `
  SELECT ceil(extract(epoch FROM submitted_at + $2::interval - now()))::integer AS "retryAfterSeconds"
  FROM review_submissions WHERE address = $1 AND submitted_at > now() - $2::interval
  ORDER BY submitted_at DESC OFFSET $3 LIMIT 1`;

/**
 * Counts posts per client address in PostgreSQL (shared by every instance). An advisory lock on the
 * address makes the count and the record one step, so a burst of parallel posts cannot slip past.
 */
export class ReviewPostLimit {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the post and answers null, or answers the seconds to wait and records nothing. */
  admit(address: string): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(3, hashtext($1))`, [address]);
      const [refusal] = (await manager.query(RETRY_AFTER_SQL, [address, WINDOW, MAX_REVIEWS_PER_ADDRESS - 1])) as {
        retryAfterSeconds: number;
      }[];
      if (refusal) return Math.max(1, refusal.retryAfterSeconds);
      await manager.query(`DELETE FROM review_submissions WHERE submitted_at < now() - $1::interval`, [WINDOW]);
      await manager.query(`INSERT INTO review_submissions (address) VALUES ($1)`, [address]);
      return null;
    });
  }
}
