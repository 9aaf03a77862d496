import { Router, type Request, type Response } from 'express';
import type { ExecuteOperation, OperationResult } from './execute.js';
import { failureOfError, failureOfUserError, type RestFailure } from './status.js';
import { omitRefusedFields } from './refused-fields.js';
import type { RestRoute } from './rest-route.js';
import { accountRoutes } from './accounts.routes.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { reviewRoutes } from './reviews.routes.js';
import { bookingRoutes } from './bookings.routes.js';
import { bookingsCsvHandler } from './bookings-csv.js';
import { mailRoutes } from './mail.routes.js';
import { contactRoutes } from './contact.routes.js';
import { tripPlanRoutes } from './trip-plans.routes.js';

const restRoutes: readonly RestRoute[] = [...accountRoutes, ...catalogueRoutes, ...reviewRoutes, ...bookingRoutes, ...contactRoutes, ...mailRoutes, ...tripPlanRoutes];

function failureOf(route: RestRoute, result: OperationResult): RestFailure | undefined {
  if (result.errors?.length || !result.data) return failureOfError(result.errors?.[0]);
  const payloadErrors = route.payloadField
    ? ((result.data[route.payloadField] as { errors?: { code: string; message: string }[] } | null)?.errors ?? [])
    : [];
  const [firstError] = payloadErrors;
  return firstError && failureOfUserError({ code: firstError.code, message: route.legacyMessage?.(firstError) ?? firstError.message });
}

/** The text of the route's document, exactly as codegen wrote it (gql/graphql.ts). */
function queryOf(route: RestRoute, request: Request): string {
  return (typeof route.document === 'function' ? route.document(request) : route.document).toString();
}

function sendFailure(response: Response, route: RestRoute, failure: RestFailure): void {
  if (failure.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(failure.retryAfterSeconds));
  response.status(failure.status).json({ ...route.failureFields, [route.errorKey ?? 'message']: failure.message });
}

export function legacyApiRouter(executeOperation: ExecuteOperation): Router {
  const router = Router();
  for (const route of restRoutes) {
    router[route.method](route.path, async (request, response, next) => {
      try {
        const refusal = route.refusal?.(request);
        if (refusal !== undefined) return sendFailure(response, route, { status: 400, message: refusal });
        const executed = await executeOperation({
          query: queryOf(route, request),
          variables: route.variables?.(request) ?? {},
          httpRequest: request,
          httpResponse: response,
        });
        const result = route.omitRefusedFields ? omitRefusedFields(executed) : executed;
        const failure = failureOf(route, result);
        if (failure) return sendFailure(response, route, failure);
        response.status(route.successStatus ?? 200).json(route.respond(result.data!));
      } catch (error) {
        next(error);
      }
    });
  }
  router.get('/bookings.csv', bookingsCsvHandler(executeOperation));
  router.use((request, response) => {
    response.status(404).json({ message: `No API route ${request.method} ${request.baseUrl}${request.path}.` });
  });
  return router;
}
