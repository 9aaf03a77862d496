import { createHash } from 'node:crypto';
import { toGlobalId } from '../api/src/graphql/relay/global-id.js';
import { cancellationQuote, isCancellableAt } from '../api/src/modules/bookings/booking.rules.js';
import { connectionOf } from './ceiling-shapes.js';

const TOP_STATES = 5;
const ALL_STATES = 100;

/**
 * W4, `BookingsDesk` filtered by a state: the session (a live admin's), the kept top-5 counts and total, the
 * state's newest `first + 1` bookings through `booking_states`, and the states for the filter, in one statement.
 * The session is only checked here (the product also records its use, at most once a minute).
 */
export const ADMIN_DESK_SQL = `
  SELECT
    EXISTS (SELECT 1 FROM sessions session JOIN users account ON account.id = session.user_id
            WHERE session.token_hash = $1 AND session.revoked_at IS NULL AND account.role = 'ADMIN') AS is_admin,
    (SELECT json_agg(top) FROM (
      SELECT state, confirmed AS count FROM state_booking_counts WHERE confirmed > 0 ORDER BY confirmed DESC, state LIMIT ${TOP_STATES}
    ) top) AS top_states,
    (SELECT coalesce(sum(booked), 0)::int FROM state_booking_counts WHERE lower(state) = lower($2)) AS total_count,
    (SELECT json_agg(booking ORDER BY booking.id DESC) FROM (
      SELECT booking.id, booking.reference, booking.tour_title, booking.tour_route, booking.tour_image, booking.arrival_date,
             booking.departure_date, booking.adults, booking.children, booking.total_price, booking.status, booking.cancelled_at,
             booking.cancellation_fee, booking.cancellation_fee_percent, booking.refund, booking.name, booking.email, booking.version
      FROM booking_states visit JOIN bookings booking ON booking.id = visit.booking_id
      WHERE lower(visit.state) = lower($2) ORDER BY visit.booking_id DESC LIMIT $3
    ) booking) AS bookings,
    (SELECT json_agg(state ORDER BY state.name, state.id) FROM (
      SELECT id, name FROM states ORDER BY name, id LIMIT ${ALL_STATES + 1}
    ) state) AS states`;

interface BookingRow {
  readonly id: number;
  readonly reference: string;
  readonly tour_title: string;
  readonly tour_route: string;
  readonly tour_image: string;
  readonly arrival_date: string;
  readonly departure_date: string;
  readonly adults: number;
  readonly children: number;
  readonly total_price: number;
  readonly status: string;
  /** As json_agg prints a timestamptz (in the session's time zone). */
  readonly cancelled_at: string | null;
  readonly cancellation_fee: number | null;
  readonly cancellation_fee_percent: number | null;
  readonly refund: number | null;
  readonly name: string;
  readonly email: string;
  readonly version: number;
}

export interface AdminDeskRow {
  readonly is_admin: boolean;
  readonly top_states: { state: string; count: number }[] | null;
  readonly total_count: number;
  readonly bookings: BookingRow[] | null;
  readonly states: { id: number; name: string }[] | null;
}

/** What the sessions table keeps of a bearer token (accounts' hashToken): its SHA-256. */
export function tokenHashOf(authorization: string | undefined): Buffer {
  return createHash('sha256').update(authorization?.replace(/^Bearer /, '') ?? '', 'utf8').digest();
}

export function adminDeskParameters(authorization: string | undefined, variables: { first?: unknown; filter?: unknown }) {
  const filter = variables.filter as { state?: unknown } | undefined;
  return [tokenHashOf(authorization), String(filter?.state ?? '').trim(), Number(variables.first) + 1];
}

/** BookingSummary_booking merged with CancelBookingButton_booking and ChangeBookingButton_booking, as of `now`. */
function bookingSummaryOf(row: BookingRow, now: Date) {
  const booking = { status: row.status, arrivalDate: row.arrival_date, totalPrice: row.total_price };
  const quote = cancellationQuote(booking, now);
  return {
    id: toGlobalId('Booking', row.id),
    reference: row.reference,
    tourTitle: row.tour_title,
    tourRoute: row.tour_route,
    tourImage: row.tour_image,
    arrivalDate: row.arrival_date,
    departureDate: row.departure_date,
    adults: row.adults,
    children: row.children,
    totalPrice: row.total_price,
    status: row.status,
    isCancellable: isCancellableAt(booking, now),
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at).toISOString(),
    cancellationFee: row.cancellation_fee,
    cancellationFeePercent: row.cancellation_fee_percent,
    refund: row.refund,
    cancellationQuote: quote && { isCancellable: quote.isCancellable, summary: quote.summary, __typename: 'CancellationQuote', feePercent: quote.feePercent },
    name: row.name,
    email: row.email,
    __typename: 'Booking',
    version: row.version,
  };
}

export function adminDeskOf(row: AdminDeskRow, first: number) {
  const now = new Date();
  const bookings = connectionOf('Booking', row.bookings ?? [], first, { node: (booking) => bookingSummaryOf(booking, now), cursor: (booking) => [booking.id] });
  return {
    bookings: { totalCount: row.total_count, ...bookings },
    topBookedStates: (row.top_states ?? []).map(({ state, count }) => ({ state, count, __typename: 'StateBookingCount' })),
    states: { nodes: (row.states ?? []).slice(0, ALL_STATES).map(({ id, name }) => ({ id: toGlobalId('State', id), name, __typename: 'State' })), __typename: 'StateConnection' },
  };
}
