import type { DataSource, Logger } from 'typeorm';
import type { Config } from '../config.js';
import { DataDirInUseError } from './data-dir-lock.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { seedCatalogue } from './seed/seed-catalogue.js';
import { seedCuratedTours } from './seed/seed-curated-tours.js';

export interface Database {
  readonly dataSource: DataSource;
  /** True when the embedded PGlite serves the data (for the log line at start only). */
  readonly isEmbedded: boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  readonly databaseUrl: string | undefined;
  /** Directory of the embedded database; `undefined` keeps it in memory. */
  readonly dataDir: string | undefined;
  readonly logger?: Logger;
  /** Pipelined connections for the fast reads (Config.fastPaths); off or unset: connections as pg makes them. */
  readonly fastPaths?: boolean;
}

/** Connects (starting the embedded database when no URL is given), migrates and seeds. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await startEmbeddedPostgres(options.dataDir);
  const dataSource = createDataSource({
    url: options.databaseUrl ?? embedded!.url,
    poolSize: embedded ? 1 : 10,
    pipeline: options.fastPaths ?? false,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await seedCatalogue(dataSource);
    await seedCuratedTours(dataSource);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    isEmbedded: embedded !== undefined,
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, fastPaths: config.fastPaths });
}

/**
 * For the command-line entry points (the server, `npm run migrate`): a data folder another process holds
 * is a message for the person who started this one, and exit code 1, not a stack trace.
 */
export function openConfiguredDatabaseOrExit(config: Config): Promise<Database> {
  return openConfiguredDatabase(config).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
}
