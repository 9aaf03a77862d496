import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectionPoolOf } from '../connection-pool.js';
import type { Database } from '../database.js';
import { pipelinedReads, type SendRead } from './pipelined-reads.js';
import { openTestDatabase } from '../test-database.js';

describe('pipelinedReads', () => {
  let database: Database;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await openTestDatabase();
    pool = connectionPoolOf(database.dataSource);
  });
  afterAll(() => database.close());

  /** The backend that answered and the number the read carried, to tell reads and connections apart. */
  const whoAnswers = (send: SendRead, number: number) =>
    send({ text: 'SELECT pg_backend_pid() AS pid, $1::int AS number', values: [number] }).then(({ rows: [row] }) => row as { pid: number; number: number });

  it('sends the reads of one turn on one connection, and answers each with its own rows', async () => {
    const send = pipelinedReads(pool, 10);
    const answers = await Promise.all([1, 2, 3].map((number) => whoAnswers(send, number)));
    expect(answers.map((answer) => answer.number)).toEqual([1, 2, 3]);
    expect(new Set(answers.map((answer) => answer.pid)).size).toBe(1);
  });

  it('spreads a turn of more reads than one connection takes over as many connections as the pool gives', async () => {
    const send = pipelinedReads(pool, 2);
    const pids = (await Promise.all([1, 2, 3, 4, 5].map((number) => whoAnswers(send, number)))).map((answer) => answer.pid);
    expect([pids[0] === pids[1], pids[2] === pids[3]]).toEqual([true, true]);
    expect(new Set(pids).size).toBe(Math.min(3, pool.options.max));
  });

  it('sends the reads of several turns together when they waited for a busy pool', async () => {
    const onePool = new pg.Pool({ ...pool.options, max: 1 });
    const send = pipelinedReads(onePool, 10);
    const holder = await onePool.connect();
    const acquired: pg.PoolClient[] = [];
    onePool.on('acquire', (client) => acquired.push(client));
    const answers: Promise<{ number: number }>[] = [];
    for (const number of [1, 2, 3]) {
      answers.push(whoAnswers(send, number));
      await new Promise(setImmediate);
    }
    holder.release();
    expect((await Promise.all(answers)).map((answer) => answer.number)).toEqual([1, 2, 3]);
    expect(acquired).toHaveLength(1);
    await onePool.end();
  });

  it('fails a read alone: the others of its turn are answered', async () => {
    const send = pipelinedReads(pool, 10);
    const [before, failed, after] = await Promise.allSettled([whoAnswers(send, 1), send({ text: 'SELECT 1 / 0' }), whoAnswers(send, 3)]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { number: 1 } });
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { number: 3 } });
  });

  it('closes the connection on which a read failed, and answers the next turn on another', async () => {
    const send = pipelinedReads(pool, 10);
    const acquired: pg.PoolClient[] = [];
    const removed: pg.PoolClient[] = [];
    const onAcquire = (client: pg.PoolClient) => acquired.push(client);
    const onRemove = (client: pg.PoolClient) => removed.push(client);
    pool.on('acquire', onAcquire).on('remove', onRemove);
    await send({ text: 'SELECT 1 / 0' }).catch(() => undefined);
    await expect(whoAnswers(send, 2)).resolves.toMatchObject({ number: 2 });
    expect(acquired[1]).not.toBe(acquired[0]);
    await vi.waitFor(() => expect(removed).toContain(acquired[0]));
    pool.off('acquire', onAcquire).off('remove', onRemove);
  });

  it('prepares a named statement once when one turn runs it twice before any connection knows it', async () => {
    const send = pipelinedReads(pool, 10);
    const named = { name: `pipelined_reads_test_${process.pid}`, text: 'SELECT $1::int AS number' };
    const answers = await Promise.all([send({ ...named, values: [1] }), send({ ...named, values: [2] })]);
    expect(answers.map(({ rows: [row] }) => row)).toEqual([{ number: 1 }, { number: 2 }]);
  });

  it.each([
    { when: 'a turn fits one connection', max: 10, readsPerConnection: 10 },
    { when: 'the reads beyond a turn wait for the only connection the pool holds', max: 1, readsPerConnection: 1 },
  ])('fails every read with the reason when no connection can be had: $when', async ({ max, readsPerConnection }) => {
    const nowhere = new pg.Pool({ host: '127.0.0.1', port: 1, max, connectionTimeoutMillis: 2000 });
    const send = pipelinedReads(nowhere, readsPerConnection);
    const outcomes = await Promise.allSettled([send({ text: 'SELECT 1' }), send({ text: 'SELECT 2' })]);
    expect(outcomes).toMatchObject([
      { status: 'rejected', reason: { code: 'ECONNREFUSED' } },
      { status: 'rejected', reason: { code: 'ECONNREFUSED' } },
    ]);
    await nowhere.end();
  });
});
