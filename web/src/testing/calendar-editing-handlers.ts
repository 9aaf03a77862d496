import { availabilityMessages, isSeatCount, seatsLeftOn, statusOfDate, type DepartureSeats } from '@india-tours/validation/availability';
import { addDays } from '@india-tours/validation/dates';
import { graphql, HttpResponse } from 'msw';
import {
  CalendarDeskDocument,
  CalendarHistoryDocument,
  CalendarManifestDocument,
  TourCalendarPageDocument,
  UpdateTourCalendarDocument,
  UpdateTourDatesDocument,
  type CalendarHistory_ChangesFragment,
  type TourCalendarErrorCode,
  type UpdateTourDatesInput,
} from '@/gql/graphql';
import { readSessionUser } from '@/session/session-user';
import { indiaDateIn } from './availability-handlers';
import { ADMIN } from './bookings-list-handlers';
import { ASHA } from './fixtures/accounts';
import { TOURS } from './fixtures/catalogue';
import { connectionOf } from './fixtures/connection';

// The admin's calendar screen's msw API (issue 36): one tour's calendar kept in memory, changed and refused as the server does.

export const CALENDAR_TOUR = TOURS.find((tour) => tour.name === 'Kerala')!;
export const GOLDEN_TRIANGLE = { __typename: 'Tour' as const, id: 'Q3VyYXRlZFRvdXI6OTk5', title: 'Golden Triangle Tour', route: 'Delhi → Agra → Jaipur → Delhi' };

type ManifestBooking = { reference: string; name: string; phone: string; adults: number; children: number };
/** `history`: that many changes of the default made before, one seat up each time. */
type CalendarSetup = { history?: number; defaultSeats?: number; departures?: Record<string, Partial<DepartureSeats & { hasOwnSeats: boolean }>>; manifests?: Record<string, ManifestBooking[]> };

const changeConnection = { connection: 'TourCalendarChangeConnection', edge: 'TourCalendarChangeEdge' } as const;

/** `me` as the server answers this browser: the stored user stands for the session cookie, the role is the account's. */
function me() {
  const viewer = readSessionUser();
  return [ADMIN, ASHA.user].find((account) => account.email === viewer?.email) ?? null;
}

const calendarError = (code: TourCalendarErrorCode, field: string, message: string) => ({ __typename: 'TourCalendarError' as const, code, field: ['input', field], message });

/** The calendar as the API keeps it, its handlers, and every `updateTourDates` input it received. */
export function createCalendarApi({ history = 0, defaultSeats = 40, departures = {}, manifests = {} }: CalendarSetup = {}) {
  const calendar = { defaultSeats, departures: new Map(Object.entries(departures)), changes: [] as CalendarHistory_ChangesFragment['edges'][number]['node'][] };
  const updates: UpdateTourDatesInput[] = [];
  const seatsOn = (date: string): DepartureSeats & { hasOwnSeats: boolean } => ({
    seats: calendar.defaultSeats, seatsTaken: 0, seatsHeld: 0, isClosed: false, hasOwnSeats: false, ...calendar.departures.get(date),
  });
  const dateOf = (date: string) => {
    const seats = seatsOn(date);
    return { __typename: 'TourCalendarDate' as const, date, ...seats, status: statusOfDate(date, seats, new Date()), seatsLeft: seatsLeftOn(date, seats, new Date()) };
  };
  const datesBetween = (from: string, to: string) => {
    const dates = [];
    for (let date = from; date <= to; date = addDays(date, 1)) dates.push(dateOf(date));
    return dates;
  };
  const changes = (args: { first?: number | null; after?: string | null }) => connectionOf(calendar.changes, args, changeConnection);
  const record = (date: string | null, before: { seats: number; isClosed: boolean }, after: { seats: number; isClosed: boolean }) =>
    calendar.changes.unshift({
      __typename: 'TourCalendarChange' as const, date, seatsBefore: before.seats, seatsAfter: after.seats, closedBefore: before.isClosed,
      closedAfter: after.isClosed, changedByName: ADMIN.name, changedAt: new Date().toISOString(),
    });
  for (let seats = defaultSeats - history; seats < defaultSeats; seats += 1) record(null, { seats, isClosed: false }, { seats: seats + 1, isClosed: false });
  const tourWith = <Fields extends object>(fields: Fields) => ({ __typename: 'Tour' as const, id: CALENDAR_TOUR.id, calendar: { __typename: 'TourCalendar' as const, ...fields } });
  const answerTo = (range: { from: string; to: string }) => tourWith({ defaultSeats: calendar.defaultSeats, dates: datesBetween(range.from, range.to), changes: changes({ first: 10 }) });

  function refusalsOf({ dates, seats }: UpdateTourDatesInput) {
    if (dates.length === 0) return [calendarError('NO_DATES', 'dates', availabilityMessages.noDates)];
    if (dates.some((date) => date < indiaDateIn(0))) return [calendarError('DATE_IN_PAST', 'dates', availabilityMessages.dateInPast)];
    if (seats == null) return [];
    if (!isSeatCount(seats)) return [calendarError('INVALID_SEATS', 'seats', availabilityMessages.invalidSeats)];
    return dates.flatMap((date) => {
      const { seatsTaken, seatsHeld } = seatsOn(date);
      const taken = seatsTaken + seatsHeld;
      return taken > seats ? [calendarError('SEATS_BELOW_TAKEN', 'seats', availabilityMessages.seatsBelowTaken(date, taken))] : [];
    });
  }

  const handlers = [
    graphql.query(TourCalendarPageDocument, ({ variables: { id, from, to } }) => {
      const viewer = me();
      if (id !== CALENDAR_TOUR.id) return HttpResponse.json({ data: { me: viewer, tour: null } });
      const tour = { __typename: 'Tour' as const, id, title: CALENDAR_TOUR.title };
      if (viewer?.role !== 'ADMIN') {
        const forbidden = { message: 'Only admins may do this.', path: ['tour', 'calendar'], extensions: { code: 'FORBIDDEN' } };
        return HttpResponse.json({ data: { me: viewer, tour: { ...tour, calendar: null } }, errors: [forbidden] });
      }
      const upcoming = datesBetween(indiaDateIn(0), indiaDateIn(89)).map(({ date, seatsTaken }) => ({ __typename: 'TourCalendarDate' as const, date, seatsTaken }));
      const page = { __typename: 'TourCalendar' as const, defaultSeats: calendar.defaultSeats, dates: datesBetween(from, to), upcoming };
      return HttpResponse.json({ data: { me: viewer, tour: { ...tour, calendar: page } } });
    }),

    graphql.query(CalendarHistoryDocument, ({ variables }) => HttpResponse.json({ data: { tour: tourWith({ changes: changes({ first: 10, after: variables.after }) }) } })),

    graphql.query(CalendarManifestDocument, ({ variables }) => {
      const { date } = variables;
      const bookings = (manifests[date] ?? []).map((booking, index) => ({ __typename: 'Booking' as const, id: `Qm9va2luZzo${date}${index}`, ...booking }));
      const travellers = bookings.reduce((sum, booking) => sum + booking.adults + booking.children, 0);
      return HttpResponse.json({ data: { tour: tourWith({ manifest: { __typename: 'DepartureManifest' as const, date, travellers, bookings } }) } });
    }),

    graphql.mutation(UpdateTourCalendarDocument, ({ variables: { input, from, to } }) => {
      if (!isSeatCount(input.defaultSeats)) {
        const errors = [calendarError('INVALID_SEATS', 'defaultSeats', availabilityMessages.invalidSeats)];
        return HttpResponse.json({ data: { updateTourCalendar: { __typename: 'UpdateTourCalendarPayload', tour: null, errors } } });
      }
      record(null, { seats: calendar.defaultSeats, isClosed: false }, { seats: input.defaultSeats, isClosed: false });
      calendar.defaultSeats = input.defaultSeats;
      const tour = answerTo({ from, to });
      return HttpResponse.json({ data: { updateTourCalendar: { __typename: 'UpdateTourCalendarPayload', tour, errors: [] } } });
    }),

    graphql.mutation(UpdateTourDatesDocument, ({ variables: { input, from, to } }) => {
      updates.push(input);
      const errors = refusalsOf(input);
      if (errors.length > 0) return HttpResponse.json({ data: { updateTourDates: { __typename: 'UpdateTourDatesPayload', tour: null, errors } } });
      for (const date of input.dates) {
        const before = seatsOn(date);
        const after = { ...before, seats: input.seats ?? before.seats, isClosed: input.closed ?? before.isClosed, hasOwnSeats: before.hasOwnSeats || input.seats != null };
        calendar.departures.set(date, after);
        record(date, before, after);
      }
      const tour = answerTo({ from, to });
      return HttpResponse.json({ data: { updateTourDates: { __typename: 'UpdateTourDatesPayload', tour, errors: [] } } });
    }),

    graphql.query(CalendarDeskDocument, ({ variables }) => {
      const specialTours = TOURS.map(({ id, title, route }) => ({ __typename: 'Tour' as const, id, title, route }));
      const connection = { connection: 'TourConnection', edge: 'TourEdge' } as const;
      return HttpResponse.json({ data: { goldenTriangle: GOLDEN_TRIANGLE, specialTours: connectionOf(specialTours, { first: 100, after: variables.after }, connection) } });
    }),
  ];

  return { handlers, updates };
}
