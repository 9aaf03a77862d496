import { useMutation } from '@apollo/client/react';
import { availabilityMessages } from '@india-tours/validation/availability';
import { useState } from 'react';
import { describeRequestFailure } from '@/components/form/form-errors';
import { UpdateTourDatesDocument } from '@/gql/graphql';
import { calendarFailureMessages, calendarMessages } from './calendar-messages';
import type { DateRange } from './calendar-month';

/** What an admin does to the selected dates: give them their own seats, or close or open them. */
export type DatesChange = { seats: number } | { closed: boolean };

/** How a change ended: what it did, or every reason it was refused (each date below its seats taken is named). */
export type DatesOutcome = { tone: 'success'; message: string } | { tone: 'error'; messages: string[] };

function doneMessage(change: DatesChange, dates: readonly string[]): string {
  if ('seats' in change) return calendarMessages.seatsSet(change.seats, dates);
  return change.closed ? calendarMessages.closed(dates) : calendarMessages.opened(dates);
}

/**
 * `updateTourDates` for the tour: all or nothing, the refusals in the API's words. The month on screen
 * (`shownRange`) comes back with the answer, so the table shows the change as soon as it is said.
 */
export function useUpdateTourDates(tourId: string, shownRange: DateRange) {
  const [updateTourDates] = useMutation(UpdateTourDatesDocument);
  const [isBusy, setIsBusy] = useState(false);

  async function change(dates: readonly string[], what: DatesChange): Promise<DatesOutcome> {
    if (dates.length === 0) return { tone: 'error', messages: [availabilityMessages.noDates] };
    setIsBusy(true);
    try {
      const { data } = await updateTourDates({ variables: { input: { tourId, dates: [...dates], ...what }, ...shownRange } });
      const errors = data?.updateTourDates.errors ?? [];
      if (errors.length > 0) return { tone: 'error', messages: errors.map((error) => error.message) };
      if (!data?.updateTourDates.tour) return { tone: 'error', messages: [calendarMessages.failed] };
      return { tone: 'success', message: doneMessage(what, dates) };
    } catch (error) {
      return { tone: 'error', messages: [describeRequestFailure(error, calendarFailureMessages)] };
    } finally {
      setIsBusy(false);
    }
  }

  return { change, isBusy };
}
