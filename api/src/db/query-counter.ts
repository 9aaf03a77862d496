import type { Logger } from 'typeorm';

/** A TypeORM logger that records every SQL statement sent, for the N+1 tests and the benchmark. */
export class QueryCounter implements Logger {
  readonly statements: string[] = [];

  get count(): number {
    return this.statements.length;
  }

  reset(): void {
    this.statements.length = 0;
  }

  logQuery(query: string): void {
    this.statements.push(query);
  }

  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
