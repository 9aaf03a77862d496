import { addDays, indianDate } from '@india-tours/validation/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OverlappingBookingsDocument } from '@/gql/graphql';
import { ARRIVAL, DEPARTURE, fillTrip, openBookingForm, recordBookings } from '@/testing/booking-form-steps';
import { server } from '@/testing/server';

describe('booking form: a trip already booked on these days', () => {
  function overlapWith(booking: { tourTitle: string; arrivalDate: string; departureDate: string }) {
    server.use(
      graphql.query(OverlappingBookingsDocument, ({ variables }) => {
        expect(variables).toEqual({ from: ARRIVAL, to: DEPARTURE });
        return HttpResponse.json({
          data: { myBookings: { __typename: 'BookingConnection', nodes: [{ __typename: 'Booking', id: 'Qm9va2luZzox', ...booking }] } },
        });
      }),
    );
  }
  const RAJASTHAN = { tourTitle: 'Rajasthan Tour', arrivalDate: addDays(ARRIVAL, -1), departureDate: addDays(ARRIVAL, 2) };
  const WARNING = `You are already booked on Rajasthan Tour, ${indianDate(RAJASTHAN.arrivalDate)} – ${indianDate(RAJASTHAN.departureDate)}`;

  it('warns before booking, and Go back books nothing and returns to the dates', async () => {
    overlapWith(RAJASTHAN);
    const inputs = recordBookings();
    const { user, form } = await openBookingForm();
    await fillTrip(user, form);

    await user.click(form.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'These dates overlap a trip' });
    expect(dialog).toHaveTextContent(WARNING);
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Arrival date')).toHaveFocus());
    expect(inputs).toEqual([]);
  });

  it('books anyway when the traveller says so', async () => {
    overlapWith(RAJASTHAN);
    const inputs = recordBookings();
    const { user, form } = await openBookingForm();
    await fillTrip(user, form);

    await user.click(form.getByRole('button', { name: 'Book now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Book anyway' }));

    expect(await screen.findByText('✅ Booking done successfully!')).toBeInTheDocument();
    expect(inputs).toHaveLength(1);
  });
});
