import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationRecord } from '../graphql/context.js';
import type { Logger } from '../logger.js';
import type { NodeMiddleware } from './node-middleware.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by `requestLog` on every request: the X-Request-Id of its answer and the `reqId` of its log lines. */
    id: string;
    /** Set by `requestLog`, filled in while the GraphQL operation runs, read once the answer is sent. */
    operation: OperationRecord;
  }
}

/** Probes and scrapers poll every few seconds: their lines would drown the ones an operator reads. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The request's id and operation record, where `requestLog` left them. */
export function observedRequestOf(request: IncomingMessage): { id: string; operation: OperationRecord } {
  return { id: request.id, operation: request.operation };
}

/** The path as the client sent it (the router rewrites `url` inside mounted routers), without the query string: search terms and tokens travel there. */
export function pathOf(request: IncomingMessage): string {
  const { originalUrl, url } = request as IncomingMessage & { originalUrl?: string };
  return (originalUrl ?? url ?? '/').split('?', 1)[0]!;
}

/**
 * One JSON line per request when its answer is sent: method, path, GraphQL operation, status and
 * duration, under a fresh request id that is also the answer's X-Request-Id header. Headers (cookies,
 * bearer tokens) and bodies are never logged.
 */
export function requestLog(logger: Logger): NodeMiddleware[] {
  return [identifyRequest, logWhenAnswered(logger)];
}

const identifyRequest: NodeMiddleware = (request, response, next) => {
  request.id = randomUUID();
  response.setHeader(REQUEST_ID_HEADER, request.id);
  request.operation = { name: undefined, root: undefined, errorCodes: [], errorRootFields: [] };
  next();
};

/**
 * Logs when the answer is sent, or when the connection closed before it was. Not pino-http: it built two child
 * loggers and serialised the request for every request, only for this one line.
 */
function logWhenAnswered(logger: Logger): NodeMiddleware {
  return (request, response, next) => {
    const startedAt = Date.now();
    const logLine = (error?: Error) => {
      response.off('close', logLine).off('finish', logLine).off('error', logLine);
      const failed = error !== undefined || response.statusCode >= 500;
      const line = { reqId: request.id, ...lineOf(request, response, Date.now() - startedAt) };
      logger[levelOf(request, response, failed)](line, failed ? 'request failed' : 'request');
    };
    response.on('close', logLine).on('finish', logLine).on('error', logLine);
    next();
  };
}

function levelOf(request: IncomingMessage, response: ServerResponse, failed: boolean): 'debug' | 'info' | 'error' {
  // A probe that finds the database down says so on /readyz: the outage is logged once per request elsewhere.
  if (QUIET_PATHS.has(pathOf(request))) return 'debug';
  // A client that left before its answer (or was cut by a request timeout) is not our failure.
  if (!response.writableFinished) return 'info';
  return failed ? 'error' : 'info';
}

function lineOf(request: IncomingMessage, response: ServerResponse, durationMs: number) {
  const { operation } = observedRequestOf(request);
  return {
    method: request.method,
    path: pathOf(request),
    ...(operation.name ? { operation: operation.name } : {}),
    ...(operation.errorCodes.length ? { errorCodes: operation.errorCodes } : {}),
    status: response.statusCode,
    durationMs,
  };
}
