import path from 'node:path';

/** Every setting of the API process, parsed once from the environment (STYLE §8). */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** PostgreSQL server to use; when absent the embedded PGlite database under `dataDir` is started. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** Built web client (index.html, graphiql.html, assets); served when present. */
  readonly webDistDir: string;
  readonly logQueries: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

const repoRoot = path.resolve(import.meta.dirname, '../..');

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined || raw === '') return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseNodeEnv(raw: string | undefined, problems: string[]): Config['nodeEnv'] {
  const value = raw ?? 'development';
  if (value === 'development' || value === 'production' || value === 'test') return value;
  problems.push(`NODE_ENV must be development, production or test, got "${value}"`);
  return 'development';
}

function parseDatabaseUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  return raw;
}

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const config: Config = {
    port: parsePort(env.PORT, problems),
    host: env.HOST || '0.0.0.0',
    nodeEnv: parseNodeEnv(env.NODE_ENV, problems),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL, problems),
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, '.data')),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'web/dist')),
    logQueries: env.LOG_QUERIES === 'true',
  };
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return Object.freeze(config);
}
