import {
  LegacyAllBookingsDocument,
  LegacyBookDocument,
  LegacyCancelBookingDocument,
  LegacyMyBookingsDocument,
  type LegacyBookingFragment,
} from './gql/graphql.js';
import { withLegacyId } from './legacy-id.js';
import { bodyOf, countOf, globalIdOf, isoDateOfText, textOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';
import type { RestRequest } from './rest-request.js';

/*
 * Spec §7's booking rows (documents in bookings.graphql). Identity and role come only from the session, through the
 * GraphQL context: an email in the body or the query string is never read (the booking's email is the account's).
 */

/** `YYYY-MM-DD` as the spec's client shows and sends dates: `dd/mm/yyyy` (spec §3). */
export const legacyDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * Spec §3's booking: `_id`, dates as dd/mm/yyyy, status in lower case; plus the global `id`, the reference, the
 * prices, `isCancellable` and the cancellation quote (or, once cancelled, what was charged).
 */
function toLegacyBooking({ arrivalDate, departureDate, status, ...fields }: LegacyBookingFragment) {
  return { ...withLegacyId(fields), arrivalDate: legacyDate(arrivalDate), departureDate: legacyDate(departureDate), status: status.toLowerCase() };
}

/** The body's date, dd/mm/yyyy (the spec's client) or yyyy-mm-dd; anything else goes on as typed and the date rule refuses it. */
export function isoDateOf(request: RestRequest, key: string): string {
  return isoDateOfText(textOf(request, key));
}

/**
 * The tour as legacy clients name it: 999 (the Golden Triangle) or a state's `_id`, as a number or text; a
 * Tour's or State's global ID works too. `book` reads every one of these forms itself.
 */
function tourIdOf(request: RestRequest): string {
  const value = bodyOf(request).tourId;
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
}

/** `bookingId`: the legacy `_id` (number or text) or a global ID. */
function bookingIdOf(request: RestRequest): string {
  return globalIdOf(bodyOf(request).bookingId, 'Booking');
}

function bookVariables(request: RestRequest) {
  const [name, phone, country] = ['name', 'phone', 'country'].map((key) => textOf(request, key));
  const comment = textOf(request, 'comment');
  return {
    input: {
      // The standard header of a repeatable POST (IETF draft "The Idempotency-Key HTTP Header Field").
      idempotencyKey: request.header('Idempotency-Key')?.trim() || null,
      tourId: tourIdOf(request),
      name,
      phone,
      adults: countOf(request, 'adults'),
      children: countOf(request, 'children'),
      country,
      arrivalDate: isoDateOf(request, 'arrivalDate'),
      departureDate: isoDateOf(request, 'departureDate'),
      comment: comment === '' ? null : comment,
    },
  };
}

/** `?state=` and `?reference=` of the admin's booking lists; an absent or empty one filters nothing. */
export function bookingFilterOf(request: RestRequest): { state: string | null; reference: string | null } {
  const text = (key: string) => (typeof request.query[key] === 'string' && request.query[key] !== '' ? (request.query[key] as string) : null);
  return { state: text('state'), reference: text('reference') };
}

const failure = { success: false } as const;

export const bookingRoutes: readonly RestRoute[] = [
  route({
    // Signed in (spec §6): 401 for a visitor. The tour copy is made by the server; tour fields in the body are ignored.
    method: 'post',
    path: '/book',
    document: LegacyBookDocument,
    variables: bookVariables,
    payloadField: 'book',
    errorKey: 'message',
    failureFields: failure,
    successStatus: 201,
    respond: ({ book }) => ({ success: true, booking: toLegacyBooking(book.booking!), confirmationMailQueued: book.confirmationMailQueued }),
  }),
  route({
    // Admins only: 401 for a visitor, 403 for a user. The newest 100 (one page); GraphQL `bookings` pages further,
    // and GET /api/bookings.csv exports them all. `?state=` keeps bookings of tours visiting that state, `?reference=` one booking.
    method: 'get',
    path: '/getbook',
    document: LegacyAllBookingsDocument,
    variables: (request) => ({ filter: bookingFilterOf(request) }),
    errorKey: 'message',
    failureFields: failure,
    respond: ({ bookings }) => bookings.nodes.map(toLegacyBooking),
  }),
  route({
    // The caller's own bookings (newest 100). `?email=` is ignored: it names no one, the session does.
    method: 'get',
    path: '/getBooksUser',
    document: LegacyMyBookingsDocument,
    errorKey: 'message',
    failureFields: failure,
    respond: ({ myBookings }) => myBookings.nodes.map(toLegacyBooking),
  }),
  route({
    // The owner only: 401 for a visitor, 404 for an unknown or another person's booking; 409 when already cancelled.
    method: 'post',
    path: '/cancelBooking',
    document: LegacyCancelBookingDocument,
    variables: (request) => ({ input: { bookingId: bookingIdOf(request) } }),
    payloadField: 'cancelBooking',
    errorKey: 'message',
    failureFields: failure,
    respond: () => ({ success: true }),
  }),
];
