// Shared by the benchmarks: database time of a statement by EXPLAIN ANALYZE, as a median over runs.
import type { DataSource } from 'typeorm';

export const EXPLAIN_RUNS = 20;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const percentile = (values: number[], fraction: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * fraction))]!;

/** The median execution time in PostgreSQL of `sql`, in milliseconds (planning excluded, as it is cached per statement). */
export async function medianDatabaseTime(dataSource: DataSource, sql: string, parameters: readonly unknown[] = []): Promise<number> {
  const timings: number[] = [];
  for (let run = 0; run < EXPLAIN_RUNS; run += 1) {
    const [{ 'QUERY PLAN': [plan] }] = await dataSource.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, [...parameters]);
    timings.push(plan['Execution Time'] as number);
  }
  return median(timings);
}

/** Prints the median database time of `sql` under `label`. */
export async function printDatabaseTime(dataSource: DataSource, label: string, sql: string, parameters: readonly unknown[] = []): Promise<void> {
  console.log(`${label}: median ${(await medianDatabaseTime(dataSource, sql, parameters)).toFixed(3)} ms database time (${EXPLAIN_RUNS} runs)`);
}
