import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { OperationRecord } from '../graphql/context.js';
import type { Logger } from '../logger.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Probes and scrapers poll every few seconds: their lines would drown the ones an operator reads. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The request's id (pino-http's `req.id`) and operation record, from the response where `requestLog` left them. */
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

function logWhenAnswered(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel(request, response, error) {
      // A probe that finds the database down says so on /readyz: the outage is logged once per request elsewhere.
      if (QUIET_PATHS.has(pathOf(request))) return 'debug';
      // A client that left before its answer (or was cut by a request timeout) is not our failure.
      if (!response.writableFinished) return 'info';
      return error || response.statusCode >= 500 ? 'error' : 'info';
    },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (request, response, fields: { responseTime: number }) => lineOf(request, response, fields.responseTime),
    customErrorObject: (request, response, _error, fields: { responseTime: number }) => lineOf(request, response, fields.responseTime),
  });
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
