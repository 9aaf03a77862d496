import { setTimeout as delay } from 'node:timers/promises';
import type { Pool } from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { MailDeliveryStatus } from '../modules/mail/index.js';

/** A scrape answers within this even when the database does not (Prometheus gives up after 10 s by default). */
export const OUTBOX_READ_TIMEOUT_MS = 2000;

interface OutboxReading {
  readonly messagesByStatus: Partial<Record<MailDeliveryStatus, number>>;
  readonly oldestPendingSeconds: number | null;
}

/** The oldest PENDING message is the one with the lowest id, which the (status, id) index finds without a scan. */
const OUTBOX_SQL = `
  SELECT
    (SELECT json_object_agg(status, messages) FROM (SELECT status, count(*)::integer AS messages FROM mail_outbox GROUP BY status) AS counted)
      AS "messagesByStatus",
    (SELECT extract(epoch FROM now() - created_at)::float8 FROM mail_outbox WHERE status = 'PENDING' ORDER BY id LIMIT 1)
      AS "oldestPendingSeconds"`;

/** Pool and outbox series, read when scraped, each name after `prefix`. */
export function registerDatabaseMetrics(registry: Registry, dataSource: DataSource, prefix: string): void {
  // TypeORM's postgres driver keeps node-postgres's pool there.
  registerPoolGauges(registry, prefix, () => (dataSource.driver as { master?: Pool }).master);
  registerOutboxGauges(registry, prefix, sharedWhileInFlight(() => readOutbox(dataSource)));
}

function registerPoolGauges(registry: Registry, prefix: string, poolOf: () => Pool | undefined): void {
  const gauge = (name: string, help: string, countOf: (pool: Pool) => number) =>
    new Gauge({
      name: `${prefix}${name}`,
      help,
      registers: [registry],
      collect() {
        const pool = poolOf();
        if (pool) this.set(countOf(pool));
      },
    });
  gauge('db_pool_connections', 'Connections the pool holds open to PostgreSQL, busy or idle.', (pool) => pool.totalCount);
  gauge('db_pool_idle_connections', 'Open connections no query is using.', (pool) => pool.idleCount);
  gauge('db_pool_waiting_queries', 'Queries waiting for a connection (a turn of hot reads, sent together, waits as one): every one is busy, or being opened.', (pool) => pool.waitingCount);
}

/**
 * Both gauges come from one statement per scrape. When it fails or is late they have no value at all, rather
 * than a stale or zero one an alert would trust; the other series are answered all the same.
 */
function registerOutboxGauges(registry: Registry, prefix: string, readShared: () => Promise<OutboxReading>): void {
  const readWithinTimeout = () => Promise.race([readShared(), delay(OUTBOX_READ_TIMEOUT_MS, undefined, { ref: false })]).catch(() => undefined);
  new Gauge({
    name: `${prefix}outbox_messages`,
    help: 'Mail outbox messages by status (PENDING: queued or waiting for a retry).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const reading = await readWithinTimeout();
      this.reset();
      if (!reading) return;
      for (const status of Object.values(MailDeliveryStatus)) this.set({ status }, reading.messagesByStatus[status] ?? 0);
    },
  });
  new Gauge({
    name: `${prefix}outbox_oldest_pending_age_seconds`,
    help: 'How long ago the oldest PENDING mail was queued; 0 when none is.',
    registers: [registry],
    async collect() {
      const reading = await readWithinTimeout();
      if (reading) this.set(reading.oldestPendingSeconds ?? 0);
      else this.remove();
    },
  });
}

async function readOutbox(dataSource: DataSource): Promise<OutboxReading> {
  const [reading] = (await dataSource.query(OUTBOX_SQL)) as [{ messagesByStatus: OutboxReading['messagesByStatus'] | null; oldestPendingSeconds: number | null }];
  return { messagesByStatus: reading.messagesByStatus ?? {}, oldestPendingSeconds: reading.oldestPendingSeconds };
}

/**
 * Callers while a read is under way share it: the two gauges of one scrape (prom-client collects them together),
 * and the next scrapes while a database that stopped answering still holds it, so reads do not pile up.
 */
function sharedWhileInFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () =>
    (inFlight ??= read().finally(() => {
      inFlight = undefined;
    }));
}
