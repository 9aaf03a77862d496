import { graphql, HttpResponse } from 'msw';
import {
  BookDocument,
  BookingCountriesDocument,
  BookingMailStatusDocument,
  OverlappingBookingsDocument,
  TourPageDocument,
  type BookingForm_AccountFragment,
} from '@/gql/graphql';
import { tourDatesHandler } from './availability-handlers';
import { bookedPayload, BOOKING_ID, COUNTRIES, findTourForPage } from './fixtures/tour-booking';

/** The tour page's query; `me` stands for the session cookie (a visitor by default). */
export function tourPageHandler({ me = null }: { me?: BookingForm_AccountFragment | null } = {}) {
  return graphql.query(TourPageDocument, ({ variables }) =>
    HttpResponse.json({ data: { tour: findTourForPage(String(variables.id)), me } }),
  );
}

/** Booking a tour as the API answers it: every booking succeeds, nothing overlaps, and the mail goes out. */
export const bookingHandlers = [
  tourPageHandler(),
  tourDatesHandler(),

  graphql.query(BookingCountriesDocument, () => HttpResponse.json({ data: { countries: COUNTRIES } })),

  graphql.query(OverlappingBookingsDocument, () =>
    HttpResponse.json({ data: { myBookings: { __typename: 'BookingConnection', nodes: [] } } }),
  ),

  graphql.mutation(BookDocument, ({ variables: { input } }) => {
    const tour = findTourForPage(String(input.tourId));
    const travellers = input.adults + input.children;
    return HttpResponse.json({ data: { book: bookedPayload({ pricePerPerson: tour?.pricePerPerson ?? 0, travellers }) } });
  }),

  graphql.query(BookingMailStatusDocument, () =>
    HttpResponse.json({ data: { node: { __typename: 'Booking', id: BOOKING_ID, confirmationMailStatus: 'SENT' } } }),
  ),
];
