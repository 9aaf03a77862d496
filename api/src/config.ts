import path from 'node:path';
import { isEmail } from '@india-tours/validation';
import { passwordResetRequestRules, resetPasswordRules } from '@india-tours/validation/accounts';
import { validateForm } from '@india-tours/validation/form';

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
  /** pino's level for the process log (`LOG_LEVEL`); unset: `info`, one line per request (`silent` under NODE_ENV=test). */
  readonly logLevel: LogLevel | undefined;
  /** After SIGTERM or SIGINT, how long open requests get to finish before their connections are cut. */
  readonly shutdownGraceSeconds: number;
  /** Origin travellers reach the app at; links in mail point there and it is the trusted `Origin` of `/api` calls. */
  readonly publicUrl: string;
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`); absent: mail is printed in development, kept unsent in production. */
  readonly smtpUrl: string | undefined;
  /** The `From:` of outgoing mail. */
  readonly mailFrom: string;
  /** Express `trust proxy`: whose X-Forwarded-For/-Proto to believe (the client address counts failed logins). */
  readonly trustProxy: string | number;
  /** Where the operator receives a copy of each booking confirmation, every contact message and every trip plan; ADMIN_EMAIL when unset, else no copy. */
  readonly operatorEmail: string | undefined;
  /** The operator account created or updated at start; both set or neither. */
  readonly admin: { readonly email: string; readonly password: string } | undefined;
  /** Shown to everyone and named in every contact acknowledgement (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)). */
  readonly grievanceOfficer: GrievanceOfficer;
  /** Its own port for `/metrics` (then absent from `port`); unset: `/metrics` is on `port` when `metricsToken` is set, else nowhere. */
  readonly metricsPort: number | undefined;
  /** The interface the metrics port listens on: loopback by default, for a scraper on the same host or a sidecar. */
  readonly metricsHost: string;
  /** The `Authorization: Bearer` token `/metrics` requires, wherever it is served. */
  readonly metricsToken: string | undefined;
  /**
   * The performance machinery that replaces or reaches inside a library (README, Fast paths): on by default; off runs
   * stock type-graphql, graphql-js, Express and TypeORM/pg, and keeps nothing in memory. Answers are the same either way.
   */
  readonly fastPaths: boolean;
}

export interface GrievanceOfficer {
  readonly name: string;
  readonly designation: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
}

/** Placeholders a real deployment replaces with its own officer (README, Configuration). */
export const DEFAULT_GRIEVANCE_OFFICER: GrievanceOfficer = Object.freeze({
  name: 'Priya Sharma',
  designation: 'Grievance Officer',
  email: 'grievance@indiatours.example',
  phone: '+91 11 4000 0000',
  address: 'India Tours, 12 Janpath, Connaught Place, New Delhi 110001, India',
});

type Env = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function parseLogLevel(raw: string | undefined, problems: string[]): LogLevel | undefined {
  if (raw === undefined || raw === '') return undefined;
  const level = LOG_LEVELS.find((known) => known === raw);
  if (!level) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

/** An hour at most: far beyond any request, and well inside Node's timers (past 2^31 ms they fire at once). */
const LONGEST_SHUTDOWN_GRACE_SECONDS = 3600;

function parseShutdownGrace(raw: string | undefined, problems: string[]): number {
  if (raw === undefined || raw === '') return 10;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > LONGEST_SHUTDOWN_GRACE_SECONDS) {
    problems.push(`SHUTDOWN_GRACE_SECONDS must be a number of seconds above 0 and at most ${LONGEST_SHUTDOWN_GRACE_SECONDS}, got "${raw}"`);
  }
  return seconds;
}

/** 96 bits even when the token is written in hex digits (`openssl rand -hex 24` gives 48 characters). */
const MIN_METRICS_TOKEN_LENGTH = 24;

function parseMetricsPort(raw: string | undefined, port: number, problems: string[]): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const metricsPort = Number(raw);
  if (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535 || metricsPort === port) {
    problems.push(`METRICS_PORT must be an integer between 1 and 65535 other than PORT, got "${raw}"`);
  }
  return metricsPort;
}

function parseMetricsToken(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_METRICS_TOKEN_LENGTH) problems.push(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long`);
  return raw;
}

/** `FAST_PATHS`: `on` (the default) or `off`. */
export function parseFastPaths(raw: string | undefined, problems: string[] = []): boolean {
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw !== 'off') problems.push(`FAST_PATHS must be on or off, got "${raw}"`);
  return false;
}

// Two levels up from this file and from the bundle `npm start` runs (api/dist/main.js, placed so by scripts/build-api.mjs).
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

function parseUrl(name: string, raw: string | undefined, fallback: string, problems: string[]): string {
  const value = raw || fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    problems.push(`${name} must be an http:// or https:// URL, got "${value}"`);
    return fallback;
  }
}

function parseSmtpUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^smtps?:\/\//.test(raw)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  return raw;
}

function parseAdmin(env: Env, problems: string[]): Config['admin'] {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    return undefined;
  }
  const [emailProblem] = validateForm(passwordResetRequestRules, { email });
  const [passwordProblem] = validateForm(resetPasswordRules, { newPassword: password });
  if (emailProblem) problems.push(`ADMIN_EMAIL: ${emailProblem.message}`);
  if (passwordProblem) problems.push(`ADMIN_PASSWORD: ${passwordProblem.message}`);
  return { email, password };
}

function parseOperatorEmail(env: Env, problems: string[]): string | undefined {
  const email = env.OPERATOR_EMAIL?.trim() || env.ADMIN_EMAIL?.trim();
  if (!email) return undefined;
  const [problem] = validateForm(passwordResetRequestRules, { email });
  if (problem) problems.push(`OPERATOR_EMAIL: ${problem.message}`);
  return email;
}

/** GRIEVANCE_OFFICER_NAME, _DESIGNATION, _EMAIL, _PHONE, _ADDRESS; each unset or blank one keeps its default. */
function parseGrievanceOfficer(env: Env, problems: string[]): GrievanceOfficer {
  const setting = (suffix: string, fallback: string) => env[`GRIEVANCE_OFFICER_${suffix}`]?.trim() || fallback;
  const defaults = DEFAULT_GRIEVANCE_OFFICER;
  const email = setting('EMAIL', defaults.email);
  if (!isEmail(email)) problems.push(`GRIEVANCE_OFFICER_EMAIL must be an email address, got "${email}"`);
  return Object.freeze({
    name: setting('NAME', defaults.name),
    designation: setting('DESIGNATION', defaults.designation),
    email,
    phone: setting('PHONE', defaults.phone),
    address: setting('ADDRESS', defaults.address),
  });
}

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const port = parsePort(env.PORT, problems);
  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    nodeEnv: parseNodeEnv(env.NODE_ENV, problems),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL, problems),
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, '.data')),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'web/dist')),
    logLevel: parseLogLevel(env.LOG_LEVEL, problems),
    shutdownGraceSeconds: parseShutdownGrace(env.SHUTDOWN_GRACE_SECONDS, problems),
    // A number is a hop count for Express; anything else a list of addresses or subnets.
    trustProxy: /^\d+$/.test(env.TRUST_PROXY ?? '') ? Number(env.TRUST_PROXY) : env.TRUST_PROXY || 'loopback',
    publicUrl: parseUrl('PUBLIC_URL', env.PUBLIC_URL, `http://localhost:${port}`, problems),
    smtpUrl: parseSmtpUrl(env.SMTP_URL, problems),
    mailFrom: env.MAIL_FROM || 'India Tours <no-reply@indiatours.example>',
    admin: parseAdmin(env, problems),
    operatorEmail: parseOperatorEmail(env, problems),
    grievanceOfficer: parseGrievanceOfficer(env, problems),
    metricsPort: parseMetricsPort(env.METRICS_PORT, port, problems),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: parseMetricsToken(env.METRICS_TOKEN, problems),
    fastPaths: parseFastPaths(env.FAST_PATHS, problems),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return Object.freeze(config);
}
