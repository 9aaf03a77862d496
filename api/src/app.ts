import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import bodyParser from 'body-parser';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { DataSource } from 'typeorm';
import { DEFAULT_GRIEVANCE_OFFICER, type Config } from './config.js';
import { compiledReadsPlugin } from './graphql/execution/compiled-execution.js';
import { formatError, rethrowAsDatabaseUnavailable } from './graphql/errors.js';
import { QUERY_LIMITS } from './graphql/limits.js';
import { operationLogPlugin } from './graphql/operation-log.js';
import { ownWritesReadAtOncePlugin } from './graphql/execution/own-writes.js';
import { queryLimitsPlugin } from './graphql/query-limits.js';
import { operationRefusalPlugin } from './graphql/operation-refusal.js';
import { answerMediaTypePlugin } from './graphql/answer-media-type.js';
import { textInputGuardPlugin } from './graphql/text-input-guard.js';
import { buildAppSchema, createAppServices, type RequestContext } from './graphql/schema.js';
import { compileProxyTrust, isHttpsRequest } from './http/client-address.js';
import { graphqlPostRoute } from './http/graphql-post.js';
import { healthRoutes } from './http/health.js';
import { jsonCompression } from './http/json-compression.js';
import { createMetrics, mainPortMetricsRoutes, metricsPortListener } from './http/metrics.js';
import { failureAnswerOf, JSON_BODY_LIMIT_KB, requestErrors } from './http/request-errors.js';
import { HttpRequestInfo } from './http/request-info.js';
import { requestLog } from './http/request-log.js';
import { observeRequests } from './http/request-metrics.js';
import { sameOriginWrites } from './http/same-origin.js';
import { securityHeaders } from './http/security-headers.js';
import type { NodeMiddleware } from './http/node-middleware.js';
import { sessionCookieOf, sessionTokenOf } from './http/session-cookie.js';
import { webClientRoutes } from './http/static.js';
import type { Logger } from './logger.js';
import { createMailTransport, MailQueue } from './modules/mail/index.js';
import type { ExecuteOperation } from './rest/execute.js';
import { legacyApiRoute } from './rest/legacy-api.js';

/** An answer may hold a traveller's own bookings: no cache along the way may keep it. */
const noStore: NodeMiddleware = (_request, response, next) => {
  response.setHeader('Cache-Control', 'no-store');
  next();
};

export type AppConfig = Pick<Config, 'nodeEnv' | 'webDistDir' | 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'fastPaths'> &
  Partial<Pick<Config, 'trustProxy' | 'operatorEmail' | 'grievanceOfficer' | 'metricsPort' | 'metricsToken'>> & {
    /**
     * How often the queues (mail, password reset requests) look for work a crashed or busy instance left (5 s by
     * default); work queued by this instance is taken at once whatever it is.
     */
    readonly queuePollIntervalMs?: number;
  };

export interface App {
  /**
   * The whole HTTP surface: a plain JSON POST to /graphql goes the lean way (graphql-post.ts), /api goes through its
   * router without the Express app (rest/legacy-api.ts), all else through Express.
   */
  readonly listener: RequestListener;
  /** With `metricsPort` set, what its own listener serves (`/metrics` alone); otherwise undefined. */
  readonly metricsListener: RequestListener | undefined;
  stop(): Promise<void>;
}

/**
 * Builds the whole HTTP surface on one port, the mail sender and the features' queue processors; tests
 * call it in-process. Everything the app logs goes to `logger`.
 */
export async function createApp(config: AppConfig, dataSource: DataSource, logger: Logger): Promise<App> {
  const { fastPaths } = config;
  const schema = await buildAppSchema({ fastPaths });
  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError,
    // Apollo's default adds a newline to every answer, and writing the joined string copies the whole answer again.
    stringifyResult: JSON.stringify,
    logger: logger.child({ component: 'apollo' }),
    introspection: true,
    // main.ts owns shutdown: Apollo's own SIGTERM handler would re-raise the signal mid-way.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.nodeEnv === 'development',
    // The default landing page loads from a CDN; /graphiql serves our own bundle instead.
    // The cache-control plugin wraps every field's resolver to gather cache hints; the schema gives none, so every
    // answer is `no-store`, which the /graphql route sets itself.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      answerMediaTypePlugin(),
      queryLimitsPlugin(QUERY_LIMITS),
      operationRefusalPlugin(),
      textInputGuardPlugin(),
      operationLogPlugin(logger),
      // What is kept in memory, and reads run by graphql-jit where it answers as graphql-js would (graphql-js runs the rest).
      ...(fastPaths ? [ownWritesReadAtOncePlugin(), compiledReadsPlugin(schema)] : []),
    ],
  });
  await apollo.start();
  const mailTransport = createMailTransport({ ...config, logger });
  if (!mailTransport) logger.warn('SMTP_URL is not set: mail waits in the queue, unsent, until a server with SMTP_URL starts.');
  const mailQueue = new MailQueue(dataSource, mailTransport, { pollIntervalMs: config.queuePollIntervalMs, logger });
  const { createContext, backgroundWork } = createAppServices(dataSource, {
    mailQueue,
    publicUrl: config.publicUrl,
    operatorEmail: config.operatorEmail,
    grievanceOfficer: config.grievanceOfficer ?? DEFAULT_GRIEVANCE_OFFICER,
    queuePollIntervalMs: config.queuePollIntervalMs,
    fastPaths,
    logger,
  });
  mailQueue.start();
  for (const work of backgroundWork) work.start();
  const isHttpsSite = new URL(config.publicUrl).protocol === 'https:';
  const proxyTrust = compileProxyTrust(config.trustProxy ?? 'loopback');
  // The cookie's Secure flag is worked out when a cookie is written, as the client's address when first read
  // (HttpRequestInfo): only sign-in and submissions need them, and each walks the proxy chain.
  const contextOf = (request: IncomingMessage, response: ServerResponse) =>
    createContext({
      sessionToken: sessionTokenOf(request),
      request: new HttpRequestInfo(request, proxyTrust),
      sessionCookie: sessionCookieOf(response, () => isHttpsSite || isHttpsRequest(request, proxyTrust)),
    });

  const metrics = createMetrics(dataSource);
  const everyRequest = [...requestLog(logger), observeRequests(metrics), securityHeaders()];
  const compression = jsonCompression();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', proxyTrust);
  app.use(everyRequest);
  app.use(healthRoutes(dataSource));
  app.use(mainPortMetricsRoutes(metrics.registry, config));
  app.use('/graphql', compression);
  // Its own sub-app only to turn the ETag off: nobody revalidates a GraphQL answer, yet express would hash each one.
  const graphqlRoutes = express();
  graphqlRoutes.set('etag', false);
  graphqlRoutes.disable('x-powered-by');
  graphqlRoutes.use(
    noStore,
    express.json({ limit: `${JSON_BODY_LIMIT_KB}kb` }),
    expressMiddleware(apollo, { context: ({ req, res }) => contextOf(req, res).catch(rethrowAsDatabaseUnavailable) }),
    requestErrors('graphql', logger),
  );
  app.use('/graphql', graphqlRoutes);
  app.use(webClientRoutes(config.webDistDir));
  // Last: what no route answered (a malformed %-escape in a page's path) is answered and logged as the API's are,
  // never by Express's final handler, which prints stacks outside the JSON log.
  app.use(requestErrors('rest', logger));
  const executeOperation: ExecuteOperation = async ({ query, variables, httpRequest, httpResponse }) => {
    const contextValue = await contextOf(httpRequest, httpResponse);
    const response = await apollo.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST routes.');
    return response.body.singleResult;
  };
  const legacyApi = legacyApiRoute({
    before: [...everyRequest, compression, sameOriginWrites(config.publicUrl, proxyTrust), bodyParser.json({ limit: `${JSON_BODY_LIMIT_KB}kb` })],
    executeOperation,
    failureAnswerOf: (error, request) => failureAnswerOf('rest', error, request.id, logger),
  });
  const graphqlPost = fastPaths && graphqlPostRoute({
    apollo,
    before: [...everyRequest, noStore],
    compression,
    contextOf: (request, response) => contextOf(request, response).catch(rethrowAsDatabaseUnavailable),
    failureAnswerOf: (error, request) => failureAnswerOf('graphql', error, request.id, logger),
  });
  return {
    listener: (request, response) => void ((graphqlPost && graphqlPost(request, response)) || legacyApi(request, response) || app(request, response)),
    metricsListener: config.metricsPort === undefined ? undefined : metricsPortListener(metrics.registry, config),
    async stop() {
      await apollo.stop();
      // Features first: their queues may still hand the mail queue a message.
      await Promise.all(backgroundWork.map((work) => work.stop()));
      await mailQueue.stop();
    },
  };
}
