import type { IncomingMessage } from 'node:http';
import type { OperationRecord } from '../graphql/context.js';
import { ErrorCode } from '../graphql/errors.js';
import type { Metrics } from './metrics.js';
import type { NodeMiddleware } from './node-middleware.js';
import { observedRequestOf, pathOf } from './request-log.js';

/** Node's parser accepts some thirty methods: the rest of them share one label. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);
/** The root field label of an error outside any field. */
const NO_ROOT_FIELD = 'none';
/** Both sign-in doors (`/graphql` and `/api/auth/login`) run this root field, and its RATE_LIMITED is the throttle's refusal alone. */
const LOG_IN_FIELD = 'logIn';

/**
 * A label with a bounded set of values: the route's pattern or its family, never the raw path, whose ids, slugs
 * and query strings would make a series per URL. Read once answered, when `/api`'s router has set `route`.
 */
function routeOf(request: IncomingMessage & { route?: { path: unknown } }): string {
  const path = pathOf(request);
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path === '/api' || path.startsWith('/api/')) return request.route ? `/api${String(request.route.path)}` : '/api (no route)';
  if (HEALTH_PATHS.has(path)) return 'health';
  if (path === '/metrics') return '/metrics';
  return 'static';
}

/** The operation's root fields and errors, as the schema names them: its own name is the client's choice, unbounded. */
function observeOperation(metrics: Metrics, operation: OperationRecord, seconds: number): void {
  if (operation.root) {
    const { type, fieldsByResponseKey } = operation.root;
    for (const rootField of new Set(fieldsByResponseKey.values())) metrics.graphqlOperationSeconds.observe({ type, root_field: rootField }, seconds);
  }
  operation.errorCodes.forEach((code, index) => {
    const rootField = operation.errorRootFields[index];
    metrics.graphqlErrors.inc({ code, root_field: rootField ?? NO_ROOT_FIELD });
    if (code === ErrorCode.RateLimited && rootField === LOG_IN_FIELD) metrics.loginThrottleRefusals.inc();
  });
}

/** Times every request from its arrival to its answer (or the client's leaving) and counts its GraphQL operation. Mount it after `requestLog`. */
export function observeRequests(metrics: Metrics): NodeMiddleware {
  return (request, response, next) => {
    const startedAt = performance.now();
    response.once('close', () => {
      const seconds = (performance.now() - startedAt) / 1000;
      const labels = {
        method: request.method && METHODS.has(request.method) ? request.method : 'other',
        route: routeOf(request),
        status_class: response.writableFinished ? `${Math.floor(response.statusCode / 100)}xx` : 'aborted',
      };
      metrics.httpRequestSeconds.observe(labels, seconds);
      observeOperation(metrics, observedRequestOf(request).operation, seconds);
    });
    next();
  };
}
