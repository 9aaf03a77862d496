import { useQuery } from '@apollo/client/react';
import type { TourDateSeats } from '@india-tours/validation/availability';
import { addDays, indiaDate } from '@india-tours/validation/dates';
import { useMemo } from 'react';
import { TourDatesDocument } from '@/gql/graphql';

/** How far ahead the calendar looks: a year of start dates, in one request (about 2 kB compressed). */
export const CALENDAR_DAYS = 366;

/**
 * The tour's start dates from today (IST) for a year, by date, read from the network each time the page opens: seats
 * left are a live count, never a stale one. `refetch` after a booking shows what it took.
 */
export function useTourDates(tourId: string) {
  const today = indiaDate(new Date());
  const { data, error, loading, refetch } = useQuery(TourDatesDocument, {
    variables: { id: tourId, from: today, to: addDays(today, CALENDAR_DAYS - 1) },
    fetchPolicy: 'cache-and-network',
  });
  const byDate = useMemo(
    () => new Map<string, TourDateSeats>((data?.tour?.availability ?? []).map((tourDate) => [tourDate.date, tourDate])),
    [data],
  );
  return { byDate, today, isLoading: loading && !data, hasFailed: Boolean(error) && !data, refetch: () => void refetch() };
}
