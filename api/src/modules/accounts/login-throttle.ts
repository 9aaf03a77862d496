import type { DataSource, EntityManager } from 'typeorm';
import {
  KNOWN_ADDRESS_SECONDS,
  LOGIN_FAILURE_WINDOW_SECONDS,
  MAX_LOGIN_FAILURES_PER_ACCOUNT,
  MAX_LOGIN_FAILURES_PER_ADDRESS,
  postgresInterval,
} from './account.rules.js';

export type Admission = { readonly isAdmitted: true } | { readonly isAdmitted: false; readonly retryAfterSeconds: number };

/*
 * Advisory locks on the email, then the address (always in that order, so two attempts never wait on
 * each other in a cycle), make the look at earlier failures and the recording of this one a single step:
 * parallel guesses from one address cannot all see 19 failures and all pass.
 */
const LOCK_EMAIL_SQL = `SELECT pg_advisory_xact_lock(1, hashtext($1))`;
const LOCK_ADDRESS_SQL = `SELECT pg_advisory_xact_lock(2, hashtext($1))`;

/**
 * The Nth most recent failure in the window says until when the account, or the address, stays locked.
 * An address the account signed in from recently counts only its own failures against the account.
 */
const RETRY_AFTER_SQL = `
  WITH known AS (
    SELECT EXISTS (
      SELECT 1 FROM sign_in_addresses AS a JOIN users AS u ON u.id = a.user_id
      WHERE u.email = $1 AND a.address = $2 AND a.last_signed_in_at > now() - $6::interval) AS is_known_address)
  SELECT greatest(
    (SELECT ceil(extract(epoch FROM f.attempted_at + $3::interval - now())) FROM login_failures AS f, known
      WHERE f.email = $1 AND f.attempted_at > now() - $3::interval AND (NOT known.is_known_address OR f.address = $2)
      ORDER BY f.attempted_at DESC OFFSET $4 LIMIT 1),
    (SELECT ceil(extract(epoch FROM attempted_at + $3::interval - now())) FROM login_failures
      WHERE address = $2 AND attempted_at > now() - $3::interval ORDER BY attempted_at DESC OFFSET $5 LIMIT 1)
  )::integer AS "retryAfterSeconds"`;

/**
 * Failed-login counting in PostgreSQL, shared by every instance: 5 per account, 20 per address, in
 * 15 minutes. Each admitted attempt is recorded as a failure up front, so a guess still running counts.
 */
export class LoginThrottle {
  constructor(private readonly dataSource: DataSource) {}

  /** A refused attempt is not recorded: otherwise a lock-out would never end while someone keeps trying. */
  admit(email: string, address: string): Promise<Admission> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(LOCK_EMAIL_SQL, [email]);
      await manager.query(LOCK_ADDRESS_SQL, [address]);
      const [{ retryAfterSeconds }] = (await manager.query(RETRY_AFTER_SQL, [
        email,
        address,
        postgresInterval(LOGIN_FAILURE_WINDOW_SECONDS),
        MAX_LOGIN_FAILURES_PER_ACCOUNT - 1,
        MAX_LOGIN_FAILURES_PER_ADDRESS - 1,
        postgresInterval(KNOWN_ADDRESS_SECONDS),
      ])) as [{ retryAfterSeconds: number | null }];
      if (retryAfterSeconds !== null) return { isAdmitted: false, retryAfterSeconds: Math.max(1, retryAfterSeconds) };
      await manager.query(`INSERT INTO login_failures (email, address) VALUES ($1, $2)`, [email, address]);
      return { isAdmitted: true };
    });
  }

  /**
   * A correct password clears this address's failures for the account (not those of other addresses,
   * which would hand a guesser a fresh allowance) and makes the address known to the account.
   */
  async succeeded(account: { id: number; email: string }, address: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE email = $1 AND address = $2`, [account.email, address]);
    await this.rememberAddress(account.id, address);
  }

  /** Records a sign-in from the address (also on registration) and forgets the account's stale addresses. */
  async rememberAddress(userId: number, address: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO sign_in_addresses (user_id, address) VALUES ($1, $2)
       ON CONFLICT (user_id, address) DO UPDATE SET last_signed_in_at = now()`,
      [userId, address],
    );
    await manager.query(`DELETE FROM sign_in_addresses WHERE user_id = $1 AND last_signed_in_at < now() - $2::interval`, [
      userId,
      postgresInterval(KNOWN_ADDRESS_SECONDS),
    ]);
  }

  /** The attempt stays counted; rows older than the window are of no further use. */
  async pruneExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE attempted_at < now() - $1::interval`, [
      postgresInterval(LOGIN_FAILURE_WINDOW_SECONDS),
    ]);
  }
}
