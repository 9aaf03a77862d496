import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery, type RunQuery } from '../../db/prepared-query.js';
import { Role, type Viewer } from '../../graphql/viewer.js';
import { SESSION_LIFETIMES, hashToken, isWellFormedToken, newSecretToken, postgresInterval } from './account.rules.js';

export interface StartedSession {
  readonly token: string;
  /** Longest the session can live (its absolute expiry): the cookie's Max-Age. */
  readonly maxAgeSeconds: number;
}

/**
 * How stale a session's `last_seen_at` may be: recording every request's use made every signed-in request a
 * write to one row (concurrent requests of one session queued on its lock). The idle expiry is then exact to
 * within this much.
 */
export const LAST_SEEN_PRECISION = '1 minute';

/**
 * One statement per request: finds the live session by the token's hash, checks both expiries for
 * the account's current role (so a demoted admin loses admin lifetimes at once), and records the use
 * when the last one recorded is older than LAST_SEEN_PRECISION.
 */
const RESOLVE_SESSION_SQL = `
  WITH live AS (
    SELECT s.id AS "sessionId", u.id AS "userId", u.role AS role, s.last_seen_at
    FROM sessions AS s JOIN users AS u ON u.id = s.user_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL
      AND s.last_seen_at > now() - (CASE WHEN u.role = '${Role.ADMIN}' THEN $2 ELSE $3 END)::interval
      AND s.created_at   > now() - (CASE WHEN u.role = '${Role.ADMIN}' THEN $4 ELSE $5 END)::interval),
  touched AS (
    UPDATE sessions SET last_seen_at = now()
    WHERE id = (SELECT "sessionId" FROM live WHERE last_seen_at < now() - '${LAST_SEEN_PRECISION}'::interval))
  SELECT "sessionId", "userId", role FROM live`;

/** Sessions live only in PostgreSQL (nothing in process memory), so any instance can serve any request. */
export class SessionService {
  /** Every signed-in request resolves its session: a prepared statement, planned once per connection (planning took 0.1 ms, running it 0.01). */
  private readonly read: RunQuery;

  constructor(private readonly dataSource: DataSource) {
    this.read = preparedQuery(dataSource);
  }

  /** A new random token for every login; only its hash is stored. The account's dead sessions are cleared away. */
  async start(userId: number, role: Role, manager: EntityManager = this.dataSource.manager): Promise<StartedSession> {
    const token = newSecretToken();
    await manager.query(`DELETE FROM sessions WHERE user_id = $1 AND (revoked_at IS NOT NULL OR created_at < now() - $2::interval)`, [
      userId,
      postgresInterval(SESSION_LIFETIMES.USER.absoluteSeconds),
    ]);
    await manager.query(`INSERT INTO sessions (user_id, token_hash) VALUES ($1, $2)`, [userId, hashToken(token)]);
    return { token, maxAgeSeconds: SESSION_LIFETIMES[role].absoluteSeconds };
  }

  /** The viewer of a live session, or null for a missing, unknown, revoked or expired token. */
  async resolve(token: string | undefined): Promise<Viewer | null> {
    if (!token || !isWellFormedToken(token)) return null;
    const { ADMIN, USER } = SESSION_LIFETIMES;
    const rows = await this.read<Viewer>(RESOLVE_SESSION_SQL, [
      hashToken(token),
      postgresInterval(ADMIN.idleSeconds),
      postgresInterval(USER.idleSeconds),
      postgresInterval(ADMIN.absoluteSeconds),
      postgresInterval(USER.absoluteSeconds),
    ]);
    return rows[0] ?? null;
  }

  async revoke(sessionId: number): Promise<void> {
    await this.dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
  }

  /** Ends every session of an account at once (after a password reset). */
  async revokeAll(userId: number, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }
}
