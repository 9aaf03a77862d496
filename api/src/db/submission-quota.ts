import type { EntityManager } from 'typeorm';

/** How many submissions of one kind one key (a client address, an email) may make per window. */
export interface QuotaRule {
  /** Names the counter: each kind counts apart ("review", "contact-address", …). */
  readonly kind: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** The oldest submission still in the window says when the key may submit again (none: it may now). */
const RETRY_AFTER_SQL = `
  SELECT ceil(extract(epoch FROM submitted_at + $3::interval - now()))::integer AS "retryAfterSeconds"
  FROM submissions WHERE kind = $1 AND subject = $2 AND submitted_at > now() - $3::interval
  ORDER BY submitted_at DESC OFFSET $4 LIMIT 1`;

/**
 * Counts submissions per key in PostgreSQL (shared by every instance). The count is taken and the
 * submission recorded in the caller's transaction, under an advisory lock on the kind and key held to
 * its end: a burst of parallel posts cannot slip past, and a submission that fails or is refused later
 * in that transaction (its rollback) is not counted.
 */
export class SubmissionQuota {
  private readonly window: string;

  constructor(readonly rule: QuotaRule) {
    this.window = `${rule.windowSeconds} seconds`;
  }

  /** Records the submission in `manager`'s transaction and answers null, or answers the seconds to wait and records nothing. */
  async admit(manager: EntityManager, key: string): Promise<number | null> {
    const { kind, max } = this.rule;
    await manager.query(`SELECT pg_advisory_xact_lock(3, hashtext($1 || ':' || $2))`, [kind, key]);
    const [refusal] = (await manager.query(RETRY_AFTER_SQL, [kind, key, this.window, max - 1])) as { retryAfterSeconds: number }[];
    if (refusal) return Math.max(1, refusal.retryAfterSeconds);
    await manager.query(`DELETE FROM submissions WHERE kind = $1 AND submitted_at < now() - $2::interval`, [kind, this.window]);
    await manager.query(`INSERT INTO submissions (kind, subject) VALUES ($1, $2)`, [kind, key]);
    return null;
  }
}
