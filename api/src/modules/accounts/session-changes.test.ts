import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source.js';
import { channelListener, type ChannelListener } from '../../db/fast-reads/notification-listener.js';
import type { Database } from '../../db/database.js';
import { QueryCounter } from '../../db/query-counter.js';
import { openTestDatabase, testFastPaths, testServerUrl } from '../../db/test-database.js';
import { Role } from '../../graphql/viewer.js';
import { silentLogger } from '../../logger.js';
import { startDatabaseProxy, type DatabaseProxy } from '../../testing/database-proxy.js';
import { createAccount } from './account.fixtures.js';
import { SessionCache } from './session-cache.js';
import { SESSION_CHANGES_CHANNEL, sessionChangeHandlers } from './session-changes.js';
import { SessionService } from './session.service.js';

// Listening takes a connection of its own, which the embedded database (one connection) cannot give: there the cache
// never answers, and every request reads its session (the rest of the suite covers that).
/** The listener waits 0.5, 1, 2, 4… s between tries while the database cannot be reached. */
const LISTENING_AGAIN_MS = 15_000;

describe.skipIf(!testServerUrl())('sessions kept in memory by instances told of every change', () => {
  const statements = new QueryCounter();
  /** The database as an operator's SQL reaches it; the instances reach it through `proxy`, which a test can cut. */
  let database: Database;
  let proxy: DatabaseProxy;
  let proxied: DataSource;
  /** Two instances of the app on one database, each with its own cache and listener. */
  const instances: { sessions: SessionService; listener: ChannelListener }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    proxy = await startDatabaseProxy((database.dataSource.options as { url: string }).url);
    proxied = createDataSource({ url: proxy.url, poolSize: 10, logger: statements, pipeline: testFastPaths() });
    await proxied.initialize();
    for (let each = 0; each < 2; each += 1) {
      const cache = new SessionCache();
      const listener = channelListener(proxied, { [SESSION_CHANGES_CHANNEL]: sessionChangeHandlers(cache) }, silentLogger);
      listener.start();
      instances.push({ sessions: new SessionService(proxied, cache), listener });
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map(({ listener }) => listener.stop()));
    await proxied.destroy();
    await proxy.close();
    await database.close();
  });

  /** How many statements a read of the token costs the instance now. */
  async function statementsToResolve(sessions: SessionService, token: string): Promise<number> {
    statements.reset();
    await sessions.resolve(token);
    return statements.count;
  }

  async function signedIn(role = Role.USER) {
    const account = await createAccount(database.dataSource, { role });
    const { token } = await instances[0]!.sessions.start(account.id, role);
    // Once both instances listen (after a lost connection, the listener's next try may be seconds away), a read keeps
    // the session and the next one costs nothing.
    for (const { sessions } of instances) {
      await expect
        .poll(async () => [await statementsToResolve(sessions, token), await statementsToResolve(sessions, token)], { timeout: LISTENING_AGAIN_MS })
        .toEqual([1, 0]);
    }
    return { id: account.id, token };
  }

  it('answers a session it read lately without a statement, as it stands in the database', async () => {
    const { id, token } = await signedIn(Role.ADMIN);
    for (const { sessions } of instances) expect(await sessions.resolve(token)).toMatchObject({ userId: id, role: Role.ADMIN });
  });

  it('forgets a logged-out session at once on the instance that ended it, and as soon as told on the others', async () => {
    const { token } = await signedIn();
    const [here, there] = instances.map(({ sessions }) => sessions) as [SessionService, SessionService];
    await here.revoke((await here.resolve(token))!.sessionId);
    expect(await here.resolve(token)).toBeNull();
    await expect.poll(() => there.resolve(token)).toBeNull();
  });

  it("serves an account's new role, and a session an operator ended by SQL, as soon as the database tells of them", async () => {
    const admin = await signedIn(Role.ADMIN);
    const user = await signedIn();
    await database.dataSource.query(`UPDATE users SET role = $1 WHERE id = $2`, [Role.USER, admin.id]);
    await database.dataSource.query(`UPDATE sessions SET created_at = now() - interval '31 days' WHERE user_id = $1`, [user.id]);
    for (const { sessions } of instances) {
      await expect.poll(async () => (await sessions.resolve(admin.token))?.role).toBe(Role.USER);
      await expect.poll(() => sessions.resolve(user.token)).toBeNull();
    }
  });

  it('answers nothing from memory while it cannot be told of changes, and from memory again once it can', async () => {
    const { id, token } = await signedIn();
    await proxy.cut();
    await database.dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1`, [id]);
    for (const { sessions } of instances) {
      const answer = () => sessions.resolve(token).then(() => 'answered from memory', () => 'asked the database');
      await expect.poll(answer).toBe('asked the database');
    }
    await proxy.restore();
    for (const { sessions } of instances) await expect.poll(() => sessions.resolve(token)).toBeNull();
    await signedIn();
  });
});
