import type { DataSource } from 'typeorm';

/** Rows per table of the test database: a refused call leaves every count as it was. */
export async function rowCounts(dataSource: DataSource): Promise<Record<string, number>> {
  const tables = (await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  )) as { table_name: string }[];
  const counts = await Promise.all(
    tables.map(async ({ table_name: table }) => {
      const [{ rows }] = (await dataSource.query(`SELECT count(*)::int AS rows FROM "${table}"`)) as [{ rows: number }];
      return [table, rows] as const;
    }),
  );
  return Object.fromEntries(counts);
}
