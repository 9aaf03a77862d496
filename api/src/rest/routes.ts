import { Router, type Request } from 'express';
import type { ExecuteOperation } from './execute.js';
import { httpStatusOf } from './status.js';
import { catalogueRoutes } from './catalogue.routes.js';

/** A legacy `/api` path: the GraphQL document it runs and how its answer is shaped (SOFA-style). */
export interface RestRoute {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  readonly document: string;
  readonly variables?: (request: Request) => Record<string, unknown>;
  readonly respond: (data: Record<string, unknown>) => unknown;
}

const restRoutes: readonly RestRoute[] = [...catalogueRoutes];

export function legacyApiRouter(executeOperation: ExecuteOperation): Router {
  const router = Router();
  for (const route of restRoutes) {
    router[route.method](route.path, async (request, response, next) => {
      try {
        const result = await executeOperation({
          query: route.document,
          variables: route.variables?.(request) ?? {},
          httpRequest: request,
        });
        if (result.errors?.length || !result.data) {
          const errors = result.errors ?? [];
          response.status(httpStatusOf(errors)).json({ message: errors[0]?.message ?? 'Something went wrong.' });
          return;
        }
        response.json(route.respond(result.data));
      } catch (error) {
        next(error);
      }
    });
  }
  router.use((request, response) => {
    response.status(404).json({ message: `No API route ${request.method} ${request.baseUrl}${request.path}.` });
  });
  return router;
}
