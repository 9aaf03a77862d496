import type { TourDateSeats } from '@india-tours/validation/availability';
import { addDays, indiaDate } from '@india-tours/validation/dates';
import { firstBookableArrival } from '@india-tours/validation/bookings';
import { graphql, HttpResponse } from 'msw';
import { TourDatesDocument } from '@/gql/graphql';

/** Every date of the range as the API answers it: too soon within 48 hours, then 40 seats left, unless `dates` says otherwise. */
export function tourDatesHandler(dates: Readonly<Record<string, Omit<TourDateSeats, 'date'>>> = {}) {
  return graphql.query(TourDatesDocument, ({ variables: { id, from, to } }) => {
    const firstOpen = firstBookableArrival(new Date());
    const availability: (TourDateSeats & { __typename: 'TourDate' })[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const seats = dates[date] ?? (date < firstOpen ? { status: 'TOO_SOON', seatsLeft: 0 } : { status: 'OPEN', seatsLeft: 40 });
      availability.push({ __typename: 'TourDate', date, ...seats });
    }
    return HttpResponse.json({ data: { tour: { __typename: 'Tour', id: String(id), availability } } });
  });
}

/** A date `days` from today in India, `YYYY-MM-DD`. */
export const indiaDateIn = (days: number) => addDays(indiaDate(new Date()), days);
