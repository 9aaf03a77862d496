import pg from 'pg';
import type { DataSource } from 'typeorm';

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new TypeError(`No SQL literal for a parameter of type ${typeof value}.`);
}

/**
 * The plan PostgreSQL settles on when it keeps one for a prepared statement (its generic plan), with sequential
 * scans forbidden: the seed is small enough for one to win, and the question is which indexes serve whatever the
 * parameters' values. `parameters` only need the right types.
 */
export function genericPlanOf(dataSource: DataSource, sql: string, parameters: readonly unknown[]): Promise<string> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SET LOCAL enable_seqscan = off');
    await manager.query('SET LOCAL plan_cache_mode = force_generic_plan');
    await manager.query(`PREPARE generic_plan_probe AS ${sql}`);
    const values = parameters.map(literalOf);
    const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN EXECUTE generic_plan_probe(${values.join(', ')})`);
    await manager.query('DEALLOCATE generic_plan_probe');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
