import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { OperationRecord } from '../graphql/context.js';
import type { Logger } from '../logger.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by `requestLog` on every request: the X-Request-Id of its answer and the `reqId` of its log lines. */
    id: string;
  }
}

/** Probes and scrapers poll every few seconds: their lines would drown the ones an operator reads. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The request's id and operation record, from the response where `requestLog` left them. */
export function observedRequestOf(response: Response): { id: string; operation: OperationRecord } {
  return { id: String(response.req.id), operation: response.locals.operation as OperationRecord };
}

/** The path as the client sent it (Express rewrites `url` inside mounted routers), without the query string: search terms and tokens travel there. */
export function pathOf(request: IncomingMessage): string {
  const { originalUrl, url } = request as IncomingMessage & { originalUrl?: string };
  return (originalUrl ?? url ?? '/').split('?', 1)[0]!;
}

/**
 * One JSON line per request when its answer is sent: method, path, GraphQL operation, status and
 * duration, under a fresh request id that is also the answer's X-Request-Id header. Headers (cookies,
 * bearer tokens) and bodies are never logged.
 */
export function requestLog(logger: Logger): RequestHandler[] {
  return [identifyRequest, logWhenAnswered(logger)];
}

const identifyRequest: RequestHandler = (request, response, next) => {
  request.id = randomUUID();
  response.setHeader(REQUEST_ID_HEADER, request.id);
  const operation: OperationRecord = { name: undefined, root: undefined, errorCodes: [], errorRootFields: [] };
  response.locals.operation = operation;
  next();
};

/**
 * Logs when the answer is sent, or when the connection closed before it was. Not pino-http: it built two child
 * loggers and serialised the request for every request, only for this one line.
 */
function logWhenAnswered(logger: Logger): RequestHandler {
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
  const { operation } = observedRequestOf(response as Response);
  return {
    method: request.method,
    path: pathOf(request),
    ...(operation.name ? { operation: operation.name } : {}),
    ...(operation.errorCodes.length ? { errorCodes: operation.errorCodes } : {}),
    status: response.statusCode,
    durationMs,
  };
}
