import { once } from 'node:events';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

/** A client's goodbye. */
const TERMINATE = Buffer.from('X\0\0\0\x04', 'latin1');

/** ReadyForQuery "idle": the end of every answer here. */
const READY_FOR_QUERY = Buffer.from('Z\0\0\0\x05I', 'latin1');

function countOf(needle: Buffer, haystack: Buffer): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}

function startupMessage(): Buffer {
  const parameters = Buffer.from('user\0postgres\0database\0postgres\0\0', 'latin1');
  const header = Buffer.alloc(8);
  header.writeInt32BE(8 + parameters.length, 0);
  header.writeInt32BE(196608, 4);
  return Buffer.concat([header, parameters]);
}

function queryMessage(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('Q', 0, 'latin1');
  header.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([header, text]);
}

/** A client speaking the wire protocol by hand, past start-up, to see what arrives in which read. */
async function openRawConnection(embedded: EmbeddedPostgres, { allowHalfOpen = false } = {}): Promise<{ socket: net.Socket; reads: Buffer[] }> {
  const { hostname, port } = new URL(embedded.url);
  const socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen });
  const reads: Buffer[] = [];
  socket.on('data', (data: Buffer) => reads.push(data));
  await once(socket, 'connect');
  socket.write(startupMessage());
  await vi.waitFor(() => expect(countOf(READY_FOR_QUERY, Buffer.concat(reads))).toBe(1));
  reads.length = 0;
  return { socket, reads };
}

describe('the embedded database\'s wire protocol', () => {
  let embedded: EmbeddedPostgres;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres(undefined);
  });
  afterAll(() => embedded.stop());

  async function connect(options: Partial<pg.ClientConfig> = {}): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: embedded.url, ...options });
    await client.connect();
    clients.push(client);
    return client;
  }
  async function endClients(): Promise<void> {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
  }

  it('answers the messages that arrived together in one write', async () => {
    const { socket, reads } = await openRawConnection(embedded);
    socket.write(Buffer.concat([queryMessage('SELECT 1'), queryMessage('SELECT 2'), queryMessage('SELECT 3')]));

    await vi.waitFor(() => expect(countOf(READY_FOR_QUERY, Buffer.concat(reads))).toBe(3));
    expect(reads).toHaveLength(1);
    socket.end();
  });

  it('answers pipelined statements each with its own rows, and fails one alone', async () => {
    const client = await connect({ pipeline: true } as Partial<pg.ClientConfig>);
    const answers = await Promise.allSettled(
      [1, 2, 0, 4].map((divisor) => client.query<{ quotient: number }>('SELECT 12 / $1::int AS quotient', [divisor])),
    );

    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.rows[0]!.quotient : answer.reason.code))).toEqual([
      12, 6, '22012', 3,
    ]);
    await endClients();
  });

  it('reassembles a message that arrives in many packets', async () => {
    const client = await connect();
    const longText = 'x'.repeat(1_000_000);

    const { rows } = await client.query<{ length: number }>('SELECT length($1::text) AS length', [longText]);

    expect(rows).toEqual([{ length: 1_000_000 }]);
    await endClients();
  });

  it('keeps a transaction to its own connection: another connection\'s statement waits until it ends', async () => {
    const [inTransaction, other] = [await connect(), await connect()];
    await inTransaction.query('CREATE TABLE IF NOT EXISTS wire_transaction_test (note text)');
    await inTransaction.query('BEGIN');
    await inTransaction.query("INSERT INTO wire_transaction_test VALUES ('mine')");

    const otherSees = other.query<{ transaction: string | null }>('SELECT pg_current_xact_id_if_assigned()::text AS transaction');
    const { rows: [own] } = await inTransaction.query<{ transaction: string }>('SELECT pg_current_xact_id_if_assigned()::text AS transaction');
    await inTransaction.query('COMMIT');

    expect(own!.transaction).not.toBeNull();
    await expect(otherSees).resolves.toMatchObject({ rows: [{ transaction: null }] });
    await endClients();
  });

  it('rolls back what a connection that vanished left open, and serves the others', async () => {
    const [vanishing, other] = [await connect(), await connect()];
    await vanishing.query('CREATE TABLE IF NOT EXISTS wire_vanished_test (note text)');
    await vanishing.query('BEGIN');
    await vanishing.query("INSERT INTO wire_vanished_test VALUES ('never committed')");

    vanishing.on('error', () => undefined);
    (vanishing as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();

    await expect(other.query('SELECT count(*)::int AS count FROM wire_vanished_test')).resolves.toMatchObject({ rows: [{ count: 0 }] });
    await expect(other.query('SELECT pg_current_xact_id_if_assigned() AS transaction')).resolves.toMatchObject({ rows: [{ transaction: null }] });
    await endClients();
  });

  it('refuses a connection past the two it serves, as a server does, and keeps serving those two', async () => {
    const [first] = [await connect(), await connect()];

    await expect(connect()).rejects.toMatchObject({ code: '53300', message: 'sorry, too many clients already' });
    await expect(first!.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await endClients();
  });

  it("gives a client's place back when it says goodbye, though its connection has not yet closed", async () => {
    // Half open: this client never ends its side, so the server's socket stays open after answering the goodbye.
    const departing = await openRawConnection(embedded, { allowHalfOpen: true });
    const staying = await openRawConnection(embedded);
    departing.socket.write(TERMINATE);
    await once(departing.socket, 'end');

    const arriving = await connect();

    await expect(arriving.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await endClients();
    departing.socket.destroy();
    staying.socket.end(TERMINATE);
  });

  it('declines SSL, as a server without it does', async () => {
    const client = new pg.Client({ connectionString: embedded.url.replace('?sslmode=disable', ''), ssl: { rejectUnauthorized: false } });

    await expect(client.connect()).rejects.toThrow('The server does not support SSL connections');
  });
});
