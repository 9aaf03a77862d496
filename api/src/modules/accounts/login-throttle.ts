import type { DataSource } from 'typeorm';
import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  MAX_LOGIN_FAILURES_PER_ACCOUNT,
  MAX_LOGIN_FAILURES_PER_ADDRESS,
  postgresInterval,
} from './account.rules.js';

export type Admission = { readonly attemptId: number } | { readonly retryAfterSeconds: number };

/**
 * Records the attempt as a failure up front (so concurrent guesses each count) and, in the same
 * statement, looks at the failures before it: the Nth most recent one in the window says until when
 * the account, or the address, stays locked.
 */
const ADMIT_SQL = `
  WITH attempt AS (INSERT INTO login_failures (email, address) VALUES ($1, $2) RETURNING id)
  SELECT (SELECT id FROM attempt) AS "attemptId", greatest(
    (SELECT ceil(extract(epoch FROM attempted_at + $3::interval - now())) FROM login_failures
      WHERE email = $1 AND attempted_at > now() - $3::interval ORDER BY attempted_at DESC OFFSET $4 LIMIT 1),
    (SELECT ceil(extract(epoch FROM attempted_at + $3::interval - now())) FROM login_failures
      WHERE address = $2 AND attempted_at > now() - $3::interval ORDER BY attempted_at DESC OFFSET $5 LIMIT 1)
  )::integer AS "retryAfterSeconds"`;

/** Failed-login counting in PostgreSQL, shared by every instance (5 per account, 20 per address, 15 minutes). */
export class LoginThrottle {
  constructor(private readonly dataSource: DataSource) {}

  async admit(email: string, address: string): Promise<Admission> {
    const [row] = (await this.dataSource.query(ADMIT_SQL, [
      email,
      address,
      postgresInterval(LOGIN_FAILURE_WINDOW_SECONDS),
      MAX_LOGIN_FAILURES_PER_ACCOUNT - 1,
      MAX_LOGIN_FAILURES_PER_ADDRESS - 1,
    ])) as { attemptId: string; retryAfterSeconds: number | null }[];
    if (row!.retryAfterSeconds === null) return { attemptId: Number(row!.attemptId) };
    // A refused attempt does not count, or a lock-out would never end while someone keeps trying.
    await this.dataSource.query(`DELETE FROM login_failures WHERE id = $1`, [row!.attemptId]);
    return { retryAfterSeconds: Math.max(1, row!.retryAfterSeconds) };
  }

  /** A correct password clears the account's failures. */
  async succeeded(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE email = $1`, [email]);
  }

  /** The attempt stays counted; rows older than the window are of no further use. */
  async pruneExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE attempted_at < now() - $1::interval`, [
      postgresInterval(LOGIN_FAILURE_WINDOW_SECONDS),
    ]);
  }
}
