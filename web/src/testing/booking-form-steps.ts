import { firstBookableArrival } from '@india-tours/validation/bookings';
import { addDays } from '@india-tours/validation/dates';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { BookDocument, type BookInput } from '@/gql/graphql';
import { tourPageHandler } from './booking-handlers';
import { TOURS } from './fixtures/catalogue';
import { ASHA_ACCOUNT, bookedPayload } from './fixtures/tour-booking';
import { renderRoute } from './render';
import { server } from './server';
import { signInAs } from './sign-in';

// The steps of booking the Uttar Pradesh Tour as Asha, shared by the booking form's tests.

export const UP_TOUR = TOURS[0]!;
/** 5,000 + 4,000 + 3,500 + 2,500: the sum of its places' prices. */
export const UP_PRICE = 15_000;
export const ARRIVAL = addDays(firstBookableArrival(new Date()), 10);
export const DEPARTURE = addDays(ARRIVAL, 3);

/** Asha, signed in, on the Uttar Pradesh Tour's page: its booking form. */
export async function openBookingForm() {
  signInAs();
  server.use(tourPageHandler({ me: ASHA_ACCOUNT }));
  const view = renderRoute(`/tour/${UP_TOUR.id}`);
  const form = await screen.findByRole('form', { name: 'Book the Uttar Pradesh Tour' });
  return { ...view, form: within(form) };
}

type Form = Awaited<ReturnType<typeof openBookingForm>>['form'];

/** Two adults and a child from India, from ARRIVAL to DEPARTURE, unless told otherwise. */
export async function fillTrip(user: UserEvent, form: Form, trip: { adults?: string; children?: string } = {}) {
  await user.clear(form.getByLabelText('Adults'));
  await user.type(form.getByLabelText('Adults'), trip.adults ?? '2');
  await user.clear(form.getByLabelText('Children'));
  await user.type(form.getByLabelText('Children'), trip.children ?? '1');
  await user.type(form.getByLabelText('Country'), 'India');
  await user.type(form.getByLabelText('Arrival date'), ARRIVAL);
  await user.type(form.getByLabelText('Departure date'), DEPARTURE);
}

/** Every `book` input the server receives; answered by `answer` (a booking made, by default). */
export function recordBookings(answer?: (input: BookInput, call: number) => Response | Promise<Response>) {
  const inputs: BookInput[] = [];
  server.use(
    graphql.mutation(BookDocument, ({ variables: { input } }) => {
      inputs.push(input);
      if (answer) return answer(input, inputs.length);
      return HttpResponse.json({ data: { book: bookedPayload({ pricePerPerson: UP_PRICE, travellers: input.adults + input.children }) } });
    }),
  );
  return inputs;
}
