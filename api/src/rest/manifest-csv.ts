import type { ServerResponse } from 'node:http';
import type Router from 'router';
import type { ExecuteOperation } from './execute.js';
import { csvText, startCsv } from './csv-answer.js';
import { LegacyDepartureManifestDocument, type LegacyDepartureManifestQuery } from './gql/graphql.js';
import { isoDateOfText, queryTextOf } from './request-body.js';
import { restRequestOf, type RoutedRequest } from './rest-request.js';
import { sendFailure } from './send-json.js';
import { failureOfError, type RestFailure } from './status.js';

/*
 * GET /api/tours/{id}/manifest.csv?date=dd/mm/yyyy (issue 36): the manifest of one start date as a spreadsheet, for
 * the guide and the driver. Admins only, as `TourCalendar.manifest` is: 401 for a visitor, 403 for a user.
 */
const MANIFEST = LegacyDepartureManifestDocument.toString();

type ManifestBooking = NonNullable<NonNullable<LegacyDepartureManifestQuery['tour']>['calendar']>['manifest']['bookings'][number];

const COLUMNS = [
  ['reference', 'Reference'], ['name', 'Traveller'], ['phone', 'Phone'], ['email', 'Email'], ['adults', 'Adults'], ['children', 'Children'],
  ['country', 'Country'], ['comment', 'Comment'],
] as const;

const rowOf = (booking: ManifestBooking) => COLUMNS.map(([key]) => booking[key] ?? null);

const refuse = (response: ServerResponse, failure: RestFailure) => sendFailure(response, failure, { message: failure.message });

export function manifestCsvHandler(executeOperation: ExecuteOperation) {
  return async (request: RoutedRequest, response: ServerResponse, next: Router.NextFunction) => {
    try {
      const restRequest = restRequestOf(request);
      const dateText = queryTextOf(restRequest, 'date');
      if (dateText === null) return refuse(response, { status: 400, message: 'Give the start date as ?date=dd/mm/yyyy.' });
      const variables = { id: String(restRequest.params.id), date: isoDateOfText(dateText) };
      const result = await executeOperation({ query: MANIFEST, variables, httpRequest: request, httpResponse: response });
      const failure = result.errors?.length || !result.data ? failureOfError(result.errors?.[0]) : undefined;
      if (failure) return refuse(response, failure);
      const { tour } = result.data as LegacyDepartureManifestQuery;
      if (!tour?.calendar) return refuse(response, { status: 404, message: 'No tour has this ID.' });
      startCsv(response, `manifest-${variables.date}.csv`, COLUMNS.map(([, heading]) => heading));
      response.end(csvText(tour.calendar.manifest.bookings.map(rowOf)));
    } catch (error) {
      next(error);
    }
  };
}
