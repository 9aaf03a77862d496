import type { ServerResponse } from 'node:http';
import type Router from 'router';
import type { ExecuteOperation } from './execute.js';
import { bookingFilterOf, legacyDate } from './bookings.routes.js';
import { csvText, startCsv, type CsvRow } from './csv-answer.js';
import { LegacyBookingsExportPageDocument, type LegacyBookingsExportPageQuery } from './gql/graphql.js';
import { restRequestOf, type RoutedRequest } from './rest-request.js';
import { sendFailure } from './send-json.js';
import { failureOfError } from './status.js';

/*
 * GET /api/bookings.csv?state=&reference=: the admin's filtered bookings as a spreadsheet. It pages through
 * the `bookings` connection (so the same permission and filter apply as on screen; the page in bookings-csv.graphql)
 * and streams each page as it comes, so an export of every booking neither waits for nor holds them all.
 */
const EXPORT_PAGE = LegacyBookingsExportPageDocument.toString();

type ExportedBooking = LegacyBookingsExportPageQuery['bookings']['nodes'][number];

const COLUMNS = [
  ['reference', 'Reference'], ['status', 'Status'], ['tourTitle', 'Tour'], ['tourState', 'States'], ['arrivalDate', 'Arrival'],
  ['departureDate', 'Departure'], ['adults', 'Adults'], ['children', 'Children'], ['pricePerPerson', 'Price per person (INR)'],
  ['totalPrice', 'Total (INR)'], ['name', 'Traveller'], ['email', 'Email'], ['phone', 'Phone'], ['country', 'Country'],
  ['createdAt', 'Booked at (UTC)'], ['cancelledAt', 'Cancelled at (UTC)'], ['cancellationFee', 'Cancellation fee (INR)'], ['refund', 'Refund (INR)'],
] as const;

function rowOf(booking: ExportedBooking): CsvRow {
  return COLUMNS.map(([key]) => {
    const value = booking[key] ?? null;
    return (key === 'arrivalDate' || key === 'departureDate') && typeof value === 'string' ? legacyDate(value) : value;
  });
}

export function bookingsCsvHandler(executeOperation: ExecuteOperation) {
  return async (request: RoutedRequest, response: ServerResponse, next: Router.NextFunction) => {
    try {
      const filter = bookingFilterOf(restRequestOf(request));
      let after: string | null = null;
      do {
        const result = await executeOperation({ query: EXPORT_PAGE, variables: { filter, after }, httpRequest: request, httpResponse: response });
        if (result.errors?.length || !result.data) {
          if (response.headersSent) return void response.end();
          const failure = failureOfError(result.errors?.[0]);
          return sendFailure(response, failure, { success: false, message: failure.message });
        }
        // Validated against the schema and run without an error: the data is the document's (as in rest-route.ts).
        const { nodes, pageInfo } = (result.data as LegacyBookingsExportPageQuery).bookings;
        if (!response.headersSent) startCsv(response, 'bookings.csv', COLUMNS.map(([, heading]) => heading));
        response.write(csvText(nodes.map(rowOf)));
        after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
      } while (after);
      response.end();
    } catch (error) {
      next(error);
    }
  };
}
