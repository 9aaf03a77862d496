import type { TestApp } from '../../testing/test-app.js';

export const AVAILABILITY = `query Availability($id: ID!, $from: LocalDate, $to: LocalDate) {
  node(id: $id) { ... on Tour { availability(from: $from, to: $to) { date status seatsLeft } } }
}`;

export interface AvailabilityData {
  node: { availability: { date: string; status: string; seatsLeft: number }[] } | null;
}

export const CALENDAR = `query Calendar($id: ID!, $from: LocalDate, $to: LocalDate) {
  node(id: $id) { ... on Tour { calendar {
    defaultSeats
    dates(from: $from, to: $to) { date status seatsLeft seats hasOwnSeats isClosed seatsTaken seatsHeld }
    changes(first: 10) { nodes { changedByName date seatsBefore seatsAfter closedBefore closedAfter } }
  } } }
}`;

export interface CalendarDate {
  date: string;
  status: string;
  seatsLeft: number;
  seats: number;
  hasOwnSeats: boolean;
  isClosed: boolean;
  seatsTaken: number;
  seatsHeld: number;
}

export interface CalendarData {
  node: {
    calendar: {
      defaultSeats: number;
      dates: CalendarDate[];
      changes: { nodes: { changedByName: string; date: string | null; seatsBefore: number; seatsAfter: number; closedBefore: boolean; closedAfter: boolean }[] };
    } | null;
  } | null;
}

export const UPDATE_TOUR_DATES = `mutation UpdateTourDates($input: UpdateTourDatesInput!) {
  updateTourDates(input: $input) { dates { date status seats seatsTaken isClosed hasOwnSeats } errors { code field message } }
}`;

export const UPDATE_TOUR_CALENDAR = `mutation UpdateTourCalendar($input: UpdateTourCalendarInput!) {
  updateTourCalendar(input: $input) { tour { id calendar { defaultSeats } } errors { code field message } }
}`;

/** Sets the dates' own seats (and closes or opens them) as the admin of `token`; fails the test on any error. */
export async function setDates(app: TestApp, token: string, input: { tourId: string; dates: string[]; seats?: number; closed?: boolean }) {
  const { data, errors } = await app.graphql<{ updateTourDates: { errors: unknown[] } }>(UPDATE_TOUR_DATES, { input }, { token });
  if (errors || data!.updateTourDates.errors.length > 0) throw new Error(`Setting dates failed: ${JSON.stringify(errors ?? data!.updateTourDates.errors)}`);
}
