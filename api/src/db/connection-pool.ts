import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** node-postgres's pool under TypeORM: for what TypeORM's own API cannot do (named statements, a connection held to LISTEN). */
export function connectionPoolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as PostgresDriver).master as Pool;
}
