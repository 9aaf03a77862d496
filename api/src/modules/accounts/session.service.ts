import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery, type RunQuery } from '../../db/fast-reads/prepared-query.js';
import { Role, type Viewer } from '../../graphql/viewer.js';
import type { SessionCache } from './session-cache.js';
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
 * One statement per session read: finds the live session by the token's hash, checks both expiries for the account's
 * current role (so a demoted admin loses admin lifetimes at once), records the use when the last one recorded is older
 * than LAST_SEEN_PRECISION, and tells how long the session has left (the cache keeps it no longer).
 */
const RESOLVE_SESSION_SQL = `
  WITH live AS (
    SELECT s.id AS "sessionId", u.id AS "userId", u.role AS role, s.last_seen_at,
           least(s.last_seen_at + lifetime.idle, s.created_at + lifetime.absolute) AS ends_at
    FROM sessions AS s JOIN users AS u ON u.id = s.user_id
    CROSS JOIN LATERAL (
      SELECT CASE WHEN u.role = '${Role.ADMIN}' THEN $2 ELSE $3 END::interval AS idle,
             CASE WHEN u.role = '${Role.ADMIN}' THEN $4 ELSE $5 END::interval AS absolute) AS lifetime
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL),
  valid AS (SELECT * FROM live WHERE ends_at > now()),
  touched AS (
    UPDATE sessions SET last_seen_at = now()
    WHERE id = (SELECT "sessionId" FROM valid WHERE last_seen_at < now() - '${LAST_SEEN_PRECISION}'::interval))
  SELECT "sessionId", "userId", role, (extract(epoch FROM ends_at - now()) * 1000)::float8 AS "msLeft" FROM valid`;

interface SessionRow extends Viewer {
  readonly msLeft: number;
}

/**
 * Sessions live in PostgreSQL, so any instance can serve any request. Each instance keeps the ones it read lately for
 * a few seconds (SessionCache), for as long as the database tells it of every change to them (session-changes.ts):
 * a signed-in request then costs no statement of its own.
 */
export class SessionService {
  /** A session read is a prepared statement, planned once per connection (planning took 0.1 ms, running it 0.01). */
  private readonly read: RunQuery;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SessionCache,
  ) {
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
    const tokenHash = hashToken(token);
    const key = tokenHash.toString('base64');
    const kept = this.cache.find(key);
    if (kept) return kept;
    const readUnder = this.cache.currentGeneration;
    const { ADMIN, USER } = SESSION_LIFETIMES;
    const [row] = await this.read<SessionRow>(RESOLVE_SESSION_SQL, [
      tokenHash,
      postgresInterval(ADMIN.idleSeconds),
      postgresInterval(USER.idleSeconds),
      postgresInterval(ADMIN.absoluteSeconds),
      postgresInterval(USER.absoluteSeconds),
    ]);
    if (!row) return null;
    const viewer: Viewer = { sessionId: row.sessionId, userId: row.userId, role: row.role };
    this.cache.keep(key, viewer, row.msLeft, readUnder);
    return viewer;
  }

  /** Other instances learn of it from the database's notification; this one forgets the session before answering. */
  async revoke(sessionId: number): Promise<void> {
    const [revoked] = (await this.dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING user_id AS "userId"`, [
      sessionId,
    ])) as [{ userId: number }[], number];
    for (const { userId } of revoked) this.cache.forgetAccount(userId);
  }

  /**
   * Ends every session of an account at once (after a password reset). Inside the caller's transaction: every
   * instance, this one too, forgets them when the commit is told.
   */
  async revokeAll(userId: number, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }
}
