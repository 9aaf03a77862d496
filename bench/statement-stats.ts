import pg from 'pg';

export interface StatementFigures {
  readonly statementsPerRequest: number;
  readonly databaseMsPerRequest: number;
}

export const HOW_TO_ENABLE_STATEMENT_STATS = [
  'pg_stat_statements is not available on this database, so statements and database time per request show n/a. To get them:',
  "  1. postgresql.conf: shared_preload_libraries = 'pg_stat_statements' (then restart PostgreSQL);",
  '  2. in this database, as a superuser: CREATE EXTENSION pg_stat_statements; (any schema: it is looked up).',
].join('\n');

interface Executed {
  readonly calls: number;
  readonly ms: number;
}

/**
 * Statements and execution time per request, from pg_stat_statements wherever its extension lives: reset, send
 * the sample requests one after another, read what this database executed (this reader's own statements aside),
 * less what the servers execute meanwhile when idle (the product's queue workers poll every few seconds).
 */
export class StatementStats {
  /** What the database executes per second while no request arrives. */
  private idlePerSecond: Executed = { calls: 0, ms: 0 };

  private constructor(
    private readonly client: pg.Client,
    private readonly schema: string,
  ) {}

  /** The reader, or why there is none (the extension is not created in this database, or not preloaded). */
  static async open(databaseUrl: string): Promise<StatementStats | { readonly unavailable: string }> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ schema: string }>(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_stat_statements'`,
    );
    const schema = rows[0] && client.escapeIdentifier(rows[0].schema);
    const problem = schema
      ? await client.query(`SELECT 1 FROM ${schema}.pg_stat_statements LIMIT 1`).then(() => undefined, (error: Error) => error.message)
      : 'the extension is not created in this database';
    if (problem === undefined) return new StatementStats(client, schema!);
    await client.end();
    return { unavailable: problem };
  }

  /** What `work` makes this database execute, and how long it took. */
  private async executedDuring<T>(work: () => Promise<T>): Promise<Executed & { seconds: number; result: T }> {
    await this.client.query(`SELECT ${this.schema}.pg_stat_statements_reset()`);
    const startedAt = performance.now();
    const result = await work();
    const seconds = (performance.now() - startedAt) / 1000;
    const { rows } = await this.client.query<Executed>(`
      SELECT coalesce(sum(calls), 0)::float8 AS calls, coalesce(sum(total_exec_time), 0)::float8 AS ms FROM ${this.schema}.pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%'`);
    return { ...rows[0]!, seconds, result };
  }

  /** Reads the idle rate over `seconds` while nothing is sent (longer than the product's 5 s poll interval). */
  async learnIdleRate(seconds: number): Promise<void> {
    const idle = await this.executedDuring(() => new Promise((resolve) => setTimeout(resolve, seconds * 1000)));
    this.idlePerSecond = { calls: idle.calls / idle.seconds, ms: idle.ms / idle.seconds };
  }

  async measure(sendSamples: () => Promise<number>): Promise<StatementFigures> {
    const { calls, ms, seconds, result: requests } = await this.executedDuring(sendSamples);
    return {
      statementsPerRequest: Math.max(0, calls - this.idlePerSecond.calls * seconds) / requests,
      databaseMsPerRequest: Math.max(0, ms - this.idlePerSecond.ms * seconds) / requests,
    };
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
