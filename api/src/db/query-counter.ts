import type { Logger } from 'typeorm';

/** A TypeORM logger that records every SQL statement sent, for the N+1 tests and the benchmark. */
export class QueryCounter implements Logger {
  readonly statements: string[] = [];
  /** The parameters of each statement, by the same index (the benchmark replays them under EXPLAIN). */
  readonly parameters: (readonly unknown[] | undefined)[] = [];

  get count(): number {
    return this.statements.length;
  }

  reset(): void {
    this.statements.length = 0;
    this.parameters.length = 0;
  }

  logQuery(query: string, parameters?: unknown[]): void {
    this.statements.push(query);
    this.parameters.push(parameters);
  }

  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
