import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type Express, type RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import { registerDatabaseMetrics } from './database-metrics.js';

/** Our own series' prefix; the process's (prom-client's defaults) keep their standard names, which ready-made dashboards expect. */
export const METRICS_PREFIX = 'india_tours_';

/** The series observed per request (request-metrics.ts); the database's are read at scrape time. */
export interface Metrics {
  readonly registry: Registry;
  readonly httpRequestSeconds: Histogram<'method' | 'route' | 'status_class'>;
  readonly graphqlOperationSeconds: Histogram<'type' | 'root_field'>;
  readonly graphqlErrors: Counter<'code' | 'root_field'>;
  readonly loginThrottleRefusals: Counter;
}

export type MetricsConfig = Partial<Pick<Config, 'metricsPort' | 'metricsToken'>>;

/** A registry of the app's own (not prom-client's global one): tests run several apps in one process. */
export function createMetrics(dataSource: DataSource): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  registerDatabaseMetrics(registry, dataSource, METRICS_PREFIX);
  return {
    registry,
    httpRequestSeconds: new Histogram({
      name: `${METRICS_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests (_count) and their duration, by method, route (/graphql, /api/<route pattern>, health, /metrics or static) and status class (aborted: the client left before the answer).',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    }),
    graphqlOperationSeconds: new Histogram({
      name: `${METRICS_PREFIX}graphql_operation_duration_seconds`,
      help: "GraphQL operations (_count), those of the /api routes included, and their HTTP request's duration, by type and root field: an operation selecting several root fields counts under each.",
      labelNames: ['type', 'root_field'],
      registers,
    }),
    graphqlErrors: new Counter({
      name: `${METRICS_PREFIX}graphql_errors_total`,
      help: 'GraphQL errors answered, by extensions.code and the root field they came from (none: outside any field, e.g. an invalid document).',
      labelNames: ['code', 'root_field'],
      registers,
    }),
    loginThrottleRefusals: new Counter({
      name: `${METRICS_PREFIX}login_throttle_refusals_total`,
      help: 'Sign-in attempts the failed-login throttle refused unchecked (logIn answered RATE_LIMITED, through /graphql or /api/auth/login).',
      registers,
    }),
  };
}

const digestOf = (token: string) => createHash('sha256').update(token).digest();

/** Compares digests, which have one length whatever the caller sent, in constant time: the comparison leaks no prefix of the token. */
function holdsToken(authorization: string | undefined, tokenDigest: Buffer): boolean {
  const presented = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digestOf(presented), tokenDigest);
}

/** Every series in Prometheus's text format; with a token configured, only for `Authorization: Bearer <token>`. */
export function metricsEndpoint(registry: Registry, token: string | undefined): RequestHandler {
  const tokenDigest = token === undefined ? undefined : digestOf(token);
  return async (request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    if (tokenDigest && !holdsToken(request.headers.authorization, tokenDigest)) {
      response.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"').type('text').send('A bearer token is required.');
      return;
    }
    response.type(registry.contentType).send(await registry.metrics());
  };
}

/**
 * `/metrics` on the main port: served behind METRICS_TOKEN, unless METRICS_PORT moves it to its own listener.
 * Otherwise a 404 as for any unknown path, rather than the web client's page a scraper could not read.
 */
export function mainPortMetricsRoutes(registry: Registry, { metricsPort, metricsToken }: MetricsConfig): Router {
  const router = Router();
  if (metricsPort === undefined && metricsToken !== undefined) {
    router.get('/metrics', metricsEndpoint(registry, metricsToken));
  } else {
    router.all('/metrics', (_request, response) => {
      response.status(404).type('text').send('Not found.');
    });
  }
  return router;
}

/** The whole surface of the METRICS_PORT listener: `/metrics`, behind METRICS_TOKEN when one is set. */
export function metricsPortListener(registry: Registry, { metricsToken }: MetricsConfig): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metricsEndpoint(registry, metricsToken));
  return app;
}
