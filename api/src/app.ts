import express, { type Express } from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import { formatError } from './graphql/errors.js';
import { depthLimitPlugin } from './graphql/depth-limit.js';
import { MAX_QUERY_DEPTH } from './graphql/limits.js';
import { buildAppSchema, createContextFactory, type RequestContext } from './graphql/schema.js';
import { healthRoutes } from './http/health.js';
import { securityHeaders } from './http/security-headers.js';
import { webClientRoutes } from './http/static.js';
import { legacyApiRouter } from './rest/routes.js';

export type AppConfig = Pick<Config, 'nodeEnv' | 'webDistDir'>;

export interface App {
  readonly express: Express;
  stop(): Promise<void>;
}

/** Builds the whole HTTP surface on one port; tests call it in-process. */
export async function createApp(config: AppConfig, dataSource: DataSource): Promise<App> {
  const apollo = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(),
    formatError,
    introspection: true,
    // main.ts owns shutdown: Apollo's own SIGTERM handler would re-raise the signal mid-way.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.nodeEnv === 'development',
    // The default landing page loads from a CDN; /graphiql serves our own bundle instead.
    plugins: [ApolloServerPluginLandingPageDisabled(), depthLimitPlugin(MAX_QUERY_DEPTH)],
  });
  await apollo.start();
  const createContext = createContextFactory(dataSource);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());
  app.use(healthRoutes(dataSource));
  app.use('/graphql', express.json({ limit: '100kb' }), expressMiddleware(apollo, { context: async () => createContext() }));
  app.use(
    '/api',
    express.json({ limit: '100kb' }),
    legacyApiRouter(async ({ query, variables }) => {
      const response = await apollo.executeOperation({ query, variables }, { contextValue: createContext() });
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST routes.');
      return response.body.singleResult;
    }),
  );
  app.use(webClientRoutes(config.webDistDir));
  return { express: app, stop: () => apollo.stop() };
}
