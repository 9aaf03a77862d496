import { addDays, indiaDate } from '@india-tours/validation/dates';
import { graphql, HttpResponse } from 'msw';
import {
  BookingChangeQuoteDocument,
  CancelBookingDocument,
  ChangeBookingDocument,
  BookingsDeskDocument,
  OwnBookingsDocument,
  type BookingErrorCode,
  type BookingSummary_BookingFragment,
  type SessionUser_UserFragment,
} from '@/gql/graphql';
import { ASHA } from './fixtures/accounts';
import { STATES } from './fixtures/catalogue';
import { connectionOf } from './fixtures/connection';

type BookingFixture = BookingSummary_BookingFragment & { tourState: string };

const bookingConnection = { connection: 'BookingConnection', edge: 'BookingEdge' } as const;

/** The operator account: the server says ADMIN for it. */
export const ADMIN: SessionUser_UserFragment = {
  __typename: 'User',
  id: 'VXNlcjo5',
  name: 'Ravi Operator',
  email: 'operator@example.com',
  role: 'ADMIN',
};

export const TOO_LATE_MESSAGE = '❌ You can only cancel at least 24 hours before departure.';

/** A confirmed booking 30–44 days away (the 30% band), unless `overrides` say otherwise. */
export function bookingFixture(number: number, overrides: Partial<BookingFixture> = {}): BookingFixture {
  return {
    __typename: 'Booking',
    id: `Qm9va2luZzo${number}`,
    reference: `IT-7KQ2M9X${number}`,
    tourTitle: 'Kerala Tour',
    tourRoute: 'Alleppey → Munnar → Alleppey',
    tourState: 'Kerala',
    tourImage: '/images/places/alleppey-backwaters.svg',
    arrivalDate: '2027-03-12',
    departureDate: '2027-03-15',
    adults: 2,
    children: 1,
    version: 0,
    totalPrice: 15000,
    status: 'CONFIRMED',
    isCancellable: true,
    cancelledAt: null,
    cancellationFee: null,
    cancellationFeePercent: null,
    refund: null,
    cancellationQuote: {
      __typename: 'CancellationQuote',
      isCancellable: true,
      feePercent: 30,
      summary: 'Cancel before 14/02/2027 23:59 IST: fee 30% (₹4,500), refund ₹10,500; after that 60%.',
    },
    name: ASHA.user.name,
    email: ASHA.user.email,
    ...overrides,
  };
}

/** Asha's eight bookings, newest first: confirmed ones, one cancelled, one too close to cancel. */
export function ashasBookings(): BookingFixture[] {
  return [
    bookingFixture(1),
    bookingFixture(2, {
      tourTitle: 'Rajasthan Tour',
      tourRoute: 'Jaipur → Jodhpur → Jaipur',
      tourState: 'Rajasthan',
      arrivalDate: '2027-01-05',
      departureDate: '2027-01-09',
      adults: 1,
      children: 0,
      totalPrice: 7800,
      status: 'CANCELLED',
      isCancellable: false,
      cancelledAt: '2026-11-20T18:45:00.000Z',
      cancellationFee: 2340,
      cancellationFeePercent: 30,
      refund: 5460,
      cancellationQuote: null,
    }),
    bookingFixture(3, {
      tourTitle: 'Goa Tour',
      tourRoute: 'North Goa → North Goa',
      tourState: 'Goa',
      // Tomorrow in India, whenever the test runs: too near to cancel or to change.
      arrivalDate: addDays(indiaDate(new Date()), 1),
      departureDate: addDays(indiaDate(new Date()), 2),
      isCancellable: false,
      cancellationQuote: {
        __typename: 'CancellationQuote',
        isCancellable: false,
        feePercent: null,
        summary: 'It can no longer be cancelled: cancelling closed at 11/03/2027 00:00 IST, 24 hours before the trip starts.',
      },
    }),
    ...[4, 5, 6, 7, 8].map((number) => bookingFixture(number)),
  ];
}

/** What the admin sees: Asha's bookings and two by other travellers. */
function everyonesBookings(mine: BookingFixture[]): BookingFixture[] {
  return [
    bookingFixture(20, {
      tourTitle: 'Golden Triangle Tour',
      tourRoute: 'Delhi → Agra → Jaipur → Delhi',
      tourState: 'Delhi, Uttar Pradesh, Rajasthan',
      name: 'Meera Nair',
      email: 'meera@example.com',
      reference: 'IT-GT4RW8ZP',
    }),
    bookingFixture(21, { name: 'John Mathew', email: 'john@example.com', reference: 'IT-KR7ZQ3MN' }),
    ...mine,
  ];
}

function matches(booking: BookingFixture, filter: { state?: string | null; reference?: string | null }): boolean {
  const states = booking.tourState.toLowerCase().split(', ');
  const reference = filter.reference?.toUpperCase().replace(/^(IT-)?/, 'IT-');
  return (!filter.state || states.includes(filter.state.toLowerCase())) && (!reference || booking.reference === reference);
}

function topBookedStates(bookings: BookingFixture[]) {
  const counts = new Map<string, number>();
  for (const booking of bookings.filter((each) => each.status === 'CONFIRMED')) {
    for (const state of booking.tourState.split(', ')) counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  return [...counts]
    .sort(([stateA, countA], [stateB, countB]) => countB - countA || stateA.localeCompare(stateB))
    .slice(0, 5)
    .map(([state, count]) => ({ __typename: 'StateBookingCount' as const, state, count }));
}

function cancelled(booking: BookingFixture): BookingFixture {
  const fee = booking.totalPrice * 0.3;
  return {
    ...booking,
    status: 'CANCELLED',
    isCancellable: false,
    cancelledAt: '2027-01-20T06:30:00.000Z',
    cancellationFee: fee,
    cancellationFeePercent: 30,
    refund: booking.totalPrice - fee,
    cancellationQuote: null,
  };
}

function bookingError(code: BookingErrorCode, message: string) {
  return { __typename: 'BookingError' as const, code, field: null, message };
}

/** Why the server would refuse to cancel `booking` now, or null: `tooLate` bookings have come within 24 hours since the page loaded. */
function refusalOf(booking: BookingFixture | undefined, tooLate: ReadonlySet<string>) {
  if (!booking || booking.status === 'CANCELLED') return bookingError('ALREADY_CANCELLED', 'This booking is already cancelled.');
  if (!booking.isCancellable || tooLate.has(booking.id)) return bookingError('TOO_LATE_TO_CANCEL', TOO_LATE_MESSAGE);
  return null;
}

/**
 * The bookings API for one test (a fresh store each call): lists, the admin's desk and cancel. A
 * cancel changes the store, as the server would.
 */
export function bookingsListHandlers({ mine = ashasBookings(), tooLate = [] }: { mine?: BookingFixture[]; tooLate?: string[] } = {}) {
  const store = { mine, all: everyonesBookings(mine) };
  const replace = (updated: BookingFixture) => {
    store.mine = store.mine.map((each) => (each.id === updated.id ? updated : each));
    store.all = store.all.map((each) => (each.id === updated.id ? updated : each));
  };
  return [
    graphql.query(OwnBookingsDocument, ({ variables }) =>
      HttpResponse.json({ data: { myBookings: connectionOf(store.mine, variables, bookingConnection) } }),
    ),
    graphql.query(BookingsDeskDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          bookings: connectionOf(
            store.all.filter((booking) => matches(booking, variables.filter)),
            variables,
            bookingConnection,
          ),
          topBookedStates: topBookedStates(store.all),
          states: { __typename: 'StateConnection', nodes: [...STATES] },
        },
      }),
    ),
    graphql.query(BookingChangeQuoteDocument, ({ variables: { input } }) => {
      const booking = store.mine.find((each) => each.id === input.bookingId)!;
      const totalAfter = (booking.totalPrice / (booking.adults + booking.children)) * (input.adults + input.children);
      const quote = {
        __typename: 'BookingChangeQuote' as const,
        totalBefore: booking.totalPrice,
        totalAfter,
        fee: 0,
        summary: `New total ₹${totalAfter.toLocaleString('en-IN')} (was ₹${booking.totalPrice.toLocaleString('en-IN')}).`,
        cancellationAfter: null,
      };
      return HttpResponse.json({ data: { bookingChangeQuote: { __typename: 'BookingChangeQuotePayload', version: booking.version, quote, errors: [] } } });
    }),
    graphql.mutation(ChangeBookingDocument, ({ variables: { input } }) => {
      const booking = store.mine.find((each) => each.id === input.bookingId)!;
      if (input.expectedVersion !== booking.version) {
        const refusal = bookingError('CHANGED_SINCE_QUOTE', 'This booking changed since the quote was shown.');
        return HttpResponse.json({ data: { changeBooking: { __typename: 'ChangeBookingPayload', booking: null, errors: [refusal] } } });
      }
      const { arrivalDate, departureDate, adults, children } = input;
      const updated = { ...booking, arrivalDate, departureDate, adults, children, version: booking.version + 1 };
      replace(updated);
      return HttpResponse.json({ data: { changeBooking: { __typename: 'ChangeBookingPayload', booking: updated, errors: [] } } });
    }),
    graphql.mutation(CancelBookingDocument, ({ variables: { input } }) => {
      const booking = store.mine.find((each) => each.id === input.bookingId);
      const refusal = refusalOf(booking, new Set(tooLate));
      if (refusal) {
        return HttpResponse.json({ data: { cancelBooking: { __typename: 'CancelBookingPayload', booking: null, errors: [refusal] } } });
      }
      const updated = cancelled(booking!);
      replace(updated);
      return HttpResponse.json({ data: { cancelBooking: { __typename: 'CancelBookingPayload', booking: updated, errors: [] } } });
    }),
  ];
}
