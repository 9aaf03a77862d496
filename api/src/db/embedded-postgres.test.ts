import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError } from './data-dir-lock.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

describe('startEmbeddedPostgres', () => {
  let scratch: string;
  const started: EmbeddedPostgres[] = [];

  beforeEach(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'india-tours-embedded-'));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((embedded) => embedded.stop()));
    await rm(scratch, { recursive: true, force: true });
  });

  async function start(dataDir: string | undefined): Promise<EmbeddedPostgres> {
    const embedded = await startEmbeddedPostgres(dataDir);
    started.push(embedded);
    return embedded;
  }

  async function withClient<T>(embedded: EmbeddedPostgres, use: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  }

  it('answers while the app\'s thread is blocked: PGlite works on a thread of its own', async () => {
    const embedded = await start(undefined);
    const answered = await withClient(embedded, async (client) => {
      const sentAt = Date.now();
      const statement = client.query<{ ranAt: Date }>('select clock_timestamp() as "ranAt"');
      // Holds this thread (no timers, no I/O, nothing of an in-thread PGlite can run) for a time the other thread
      // needs a thousandth of; the database's clock tells whether the statement ran meanwhile.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_500);
      const blockedUntil = Date.now();
      return { sentAt, blockedUntil, ranAt: (await statement).rows[0]!.ranAt.getTime() };
    });

    expect(answered.ranAt).toBeGreaterThanOrEqual(answered.sentAt);
    expect(answered.ranAt).toBeLessThan(answered.blockedUntil);
  });

  it('keeps what was written in its folder across a stop and a new start', async () => {
    const first = await start(scratch);
    await withClient(first, (client) =>
      client.query("create table kept (note text); insert into kept values ('still here')"),
    );
    await first.stop();
    started.splice(started.indexOf(first), 1);

    const second = await start(scratch);
    const { rows } = await withClient(second, (client) => client.query('select note from kept'));

    expect(rows).toEqual([{ note: 'still here' }]);
  });

  it('refuses a folder it already serves', async () => {
    await start(scratch);

    await expect(startEmbeddedPostgres(scratch)).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('reports a folder PGlite cannot open, and leaves the folder free', async () => {
    await writeFile(path.join(scratch, 'PG_VERSION'), '9\n');

    await expect(startEmbeddedPostgres(scratch)).rejects.toThrow('PGlite failed to initialize');

    await rm(path.join(scratch, 'PG_VERSION'));
    await start(scratch);
  });
});
