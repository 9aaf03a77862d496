import type { ServerResponse } from 'node:http';
import parseUrl from 'parseurl';
import Router from 'router';
import type { ExecuteOperation, OperationResult } from './execute.js';
import { failureOfError, failureOfUserError, type RestFailure } from './status.js';
import { omitRefusedFields } from './refused-fields.js';
import { restRequestOf, type RestRequest, type RoutedRequest } from './rest-request.js';
import type { RestRoute } from './rest-route.js';
import { sendFailure, sendJson } from './send-json.js';
import { accountRoutes } from './accounts.routes.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { reviewRoutes } from './reviews.routes.js';
import { bookingRoutes } from './bookings.routes.js';
import { bookingsCsvHandler } from './bookings-csv.js';
import { manifestCsvHandler } from './manifest-csv.js';
import { mailRoutes } from './mail.routes.js';
import { contactRoutes } from './contact.routes.js';
import { tripPlanRoutes } from './trip-plans.routes.js';
import { availabilityRoutes } from './availability.routes.js';

const restRoutes: readonly RestRoute[] = [...accountRoutes, ...catalogueRoutes, ...reviewRoutes, ...bookingRoutes, ...availabilityRoutes, ...contactRoutes, ...mailRoutes, ...tripPlanRoutes];

function failureOf(route: RestRoute, result: OperationResult): RestFailure | undefined {
  if (result.errors?.length || !result.data) return failureOfError(result.errors?.[0]);
  const notFound = route.notFound?.(result.data);
  if (notFound !== undefined) return { status: 404, message: notFound };
  const payloadErrors = route.payloadField
    ? ((result.data[route.payloadField] as { errors?: { code: string; message: string }[] } | null)?.errors ?? [])
    : [];
  const [firstError] = payloadErrors;
  return firstError && failureOfUserError({ code: firstError.code, message: route.legacyMessage?.(firstError) ?? firstError.message });
}

/** The text of the route's document, exactly as codegen wrote it (gql/graphql.ts). */
function queryOf(route: RestRoute, request: RestRequest): string {
  return (typeof route.document === 'function' ? route.document(request) : route.document).toString();
}

function sendRouteFailure(response: ServerResponse, route: RestRoute, failure: RestFailure): void {
  sendFailure(response, failure, { ...route.failureFields, [route.errorKey ?? 'message']: failure.message });
}

/** The route table as a router mounted at /api: each row runs its document and shapes the answer; any other path is a 404. */
export function legacyApiRouter(executeOperation: ExecuteOperation): Router.Router {
  const router = Router();
  for (const route of restRoutes) {
    router[route.method](route.path, async (httpRequest: RoutedRequest, response: ServerResponse, next: Router.NextFunction) => {
      const request = restRequestOf(httpRequest);
      try {
        const refusal = route.refusal?.(request);
        if (refusal !== undefined) return sendRouteFailure(response, route, { status: 400, message: refusal });
        const executed = await executeOperation({
          query: queryOf(route, request),
          variables: route.variables?.(request) ?? {},
          httpRequest,
          httpResponse: response,
        });
        const result = route.omitRefusedFields ? omitRefusedFields(executed) : executed;
        const failure = failureOf(route, result);
        if (failure) return sendRouteFailure(response, route, failure);
        sendJson(response, route.successStatus ?? 200, route.respond(result.data!));
      } catch (error) {
        next(error);
      }
    });
  }
  router.get('/bookings.csv', bookingsCsvHandler(executeOperation));
  router.get('/tours/:id/manifest.csv', manifestCsvHandler(executeOperation));
  router.use((request: RoutedRequest, response: ServerResponse) => {
    sendJson(response, 404, { message: `No API route ${request.method} ${request.baseUrl}${parseUrl(request)!.pathname}.` });
  });
  return router;
}
