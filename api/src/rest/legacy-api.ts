import type { IncomingMessage, ServerResponse } from 'node:http';
import parseUrl from 'parseurl';
import Router from 'router';
import type { ExecuteOperation } from './execute.js';
import { legacyApiRouter } from './routes.js';
import { sendJson } from './send-json.js';

/** How a request that failed outside its route's document is answered (the app words it as it does for /graphql). */
export interface FailureAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: object;
}

export interface LegacyApiOptions {
  /**
   * Run in order before the routes, as Express ran them for /api: request log, metrics, security headers,
   * compression, the same-origin guard and the JSON body parser. Each may fail the request with `next(error)`.
   */
  readonly before: readonly Router.RequestHandler[];
  readonly executeOperation: ExecuteOperation;
  readonly failureAnswerOf: (error: unknown, request: IncomingMessage) => FailureAnswer;
}

/** `/api` and every path below it, in any letter case: what Express's `app.use('/api', …)` took. */
const API_PATH = /^\/api(?:\/|$)/i;

/**
 * The legacy /api on Node's own request and answer, through Express's own router and body parser but not the Express
 * app, which swaps the prototypes of every request and answer it handles (issue 35 §3: that swap alone promoted 2.5 MB
 * per young collection and halved a bare server's rate). Maintained libraries doing what Express did, not a fast path:
 * the same in both FAST_PATHS modes. False, and nothing done, for any other path.
 */
export function legacyApiRoute(options: LegacyApiOptions) {
  const api = Router();
  api.use('/api', options.before, legacyApiRouter(options.executeOperation), answerFailure(options.failureAnswerOf));
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!API_PATH.test(parseUrl(request)?.pathname ?? '')) return false;
    // Nothing gets this far: the table answers every path below /api (404 at the end), answerFailure every failure.
    api(request, response, () => void (response.writableEnded || response.destroy()));
    return true;
  };
}

/** Unreadable bodies, refusals of the guards, crashes in a route: answered as `failureAnswerOf` says, in /api's `{message}`. */
function answerFailure(failureAnswerOf: LegacyApiOptions['failureAnswerOf']): Router.ErrorRequestHandler {
  // Four parameters, or the router would not take it for an error handler.
  return (error: unknown, request: IncomingMessage, response: ServerResponse, _next: Router.NextFunction) => {
    const answer = failureAnswerOf(error, request);
    // Half an answer (a CSV export failing mid-way) is cut, as Express's final handler did: the client sees it fail.
    if (response.headersSent) return void response.destroy();
    for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
    sendJson(response, answer.status, answer.body);
  };
}
