import { firstBookableArrival } from '@india-tours/validation/bookings';
import { addDays, indianDate } from '@india-tours/validation/dates';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BookingCountriesDocument } from '@/gql/graphql';
import { ARRIVAL, DEPARTURE, fillTrip, openBookingForm, recordBookings, UP_PRICE, UP_TOUR } from '@/testing/booking-form-steps';
import { bookedPayload, BOOKING_REFERENCE, refusedPayload } from '@/testing/fixtures/tour-booking';
import { server } from '@/testing/server';

const MAIL_WAIT = { timeout: 4_000 };

describe('booking form', () => {
  it('books the tour and shows the reference, then that the confirmation mail was sent (spec §8)', async () => {
    const inputs = recordBookings();
    const { user, form } = await openBookingForm();

    await fillTrip(user, form);
    await user.type(form.getByLabelText(/Comment/), 'Vegetarian meals, please.');
    await user.click(form.getByRole('button', { name: 'Book now' }));

    expect(await screen.findByText('✅ Booking done successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You are booked' })).toHaveFocus();
    expect(screen.getByText(BOOKING_REFERENCE)).toBeInTheDocument();
    expect(screen.getByText(/Total ₹45,000/)).toBeInTheDocument();
    expect(await screen.findByText('📩 Booking confirmation sent via email ✅', {}, MAIL_WAIT)).toBeInTheDocument();
    expect(inputs).toEqual([
      {
        tourId: UP_TOUR.id,
        name: 'Asha Verma',
        phone: '9876543210',
        adults: 2,
        children: 1,
        country: 'India',
        arrivalDate: ARRIVAL,
        departureDate: DEPARTURE,
        comment: 'Vegetarian meals, please.',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      },
    ]);
  });

  it('prices the party as it is typed: price per person × (adults + children)', async () => {
    const { user, form } = await openBookingForm();
    expect(form.getByRole('status')).toHaveTextContent('₹15,000 per person × 1 traveller = ₹15,000');

    await user.clear(form.getByLabelText('Adults'));
    await user.type(form.getByLabelText('Adults'), '3');
    await user.clear(form.getByLabelText('Children'));
    await user.type(form.getByLabelText('Children'), '2');

    expect(form.getByRole('status')).toHaveTextContent('₹15,000 per person × 5 travellers = ₹75,000');
  });

  it('offers no arrival earlier than 48 hours ahead (IST) and no departure before the arrival', async () => {
    const { user, form } = await openBookingForm();
    const firstArrival = firstBookableArrival(new Date());

    expect(form.getByLabelText('Arrival date')).toHaveAttribute('min', firstArrival);
    expect(form.getByLabelText('Arrival date')).toHaveAccessibleDescription(expect.stringContaining(`From ${indianDate(firstArrival)}`));
    await user.type(form.getByLabelText('Arrival date'), ARRIVAL);
    expect(form.getByLabelText('Departure date')).toHaveAttribute('min', ARRIVAL);
  });

  it('checks the form in the browser with the rules and messages the server uses, and sends nothing', async () => {
    const inputs = recordBookings();
    const { user, form } = await openBookingForm();
    await user.clear(form.getByLabelText('Full name'));
    await user.type(form.getByLabelText('Full name'), 'Asha 2');
    await user.clear(form.getByLabelText('Adults'));
    await user.type(form.getByLabelText('Arrival date'), addDays(firstBookableArrival(new Date()), -1));

    await user.click(form.getByRole('button', { name: 'Book now' }));

    expect(await form.findByText('Name should only contain letters and spaces.')).toBeInTheDocument();
    expect(form.getByLabelText('Full name')).toHaveFocus();
    expect(form.getByText('Adults must be a whole number from 1 to 20.')).toBeInTheDocument();
    expect(form.getByText('Please choose a country from the list.')).toBeInTheDocument();
    expect(form.getByText(/^Bookings close 48 hours before the trip starts/)).toBeInTheDocument();
    expect(form.getByText('Departure date is required.')).toBeInTheDocument();
    expect(inputs).toEqual([]);
  });

  it("says '❌ Failed to submit booking.' when the server refuses, with its message beside the field", async () => {
    recordBookings(() =>
      HttpResponse.json({
        data: { book: refusedPayload([{ code: 'INVALID_COUNTRY', field: 'country', message: 'Please choose a country from the list.' }]) },
      }),
    );
    const { user, form } = await openBookingForm();

    await fillTrip(user, form);
    await user.click(form.getByRole('button', { name: 'Book now' }));

    expect(await form.findByRole('alert')).toHaveTextContent('❌ Failed to submit booking.');
    expect(form.getByLabelText('Country')).toHaveAccessibleDescription(expect.stringContaining('Please choose a country from the list.'));
    expect(form.getByLabelText('Country')).toHaveFocus();
  });

  it("says '🚫 Error submitting booking form.' when the server cannot be reached, and a retry sends the same idempotency key", async () => {
    const inputs = recordBookings((input, call) =>
      call === 1
        ? HttpResponse.error()
        : HttpResponse.json({ data: { book: bookedPayload({ pricePerPerson: UP_PRICE, travellers: input.adults + input.children }) } }),
    );
    const { user, form } = await openBookingForm();
    await fillTrip(user, form);

    await user.click(form.getByRole('button', { name: 'Book now' }));
    expect(await form.findByRole('alert')).toHaveTextContent('🚫 Error submitting booking form.');
    await user.click(form.getByRole('button', { name: 'Book now' }));

    expect(await screen.findByText('✅ Booking done successfully!')).toBeInTheDocument();
    expect(inputs).toHaveLength(2);
    expect(inputs[1]!.idempotencyKey).toBe(inputs[0]!.idempotencyKey);
  });

  it('makes a new idempotency key for the next booking once one is made', async () => {
    const inputs = recordBookings();
    const { user, form } = await openBookingForm();
    await fillTrip(user, form);
    await user.click(form.getByRole('button', { name: 'Book now' }));
    await user.click(await screen.findByRole('button', { name: 'Book another trip' }));

    const nextForm = within(await screen.findByRole('form', { name: 'Book the Uttar Pradesh Tour' }));
    await fillTrip(user, nextForm);
    await user.click(nextForm.getByRole('button', { name: 'Book now' }));

    await screen.findByText('✅ Booking done successfully!');
    expect(inputs).toHaveLength(2);
    expect(inputs[1]!.idempotencyKey).not.toBe(inputs[0]!.idempotencyKey);
  });

  it('after the server says the key was used for other details, says so and sends a new key next time', async () => {
    const reused = 'This form was already sent with different details. Please reload the page to make a new booking.';
    const inputs = recordBookings((input, call) =>
      HttpResponse.json({
        data: {
          book:
            call === 1
              ? refusedPayload([{ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey', message: reused }])
              : bookedPayload({ pricePerPerson: UP_PRICE, travellers: input.adults + input.children }),
        },
      }),
    );
    const { user, form } = await openBookingForm();
    await fillTrip(user, form);

    await user.click(form.getByRole('button', { name: 'Book now' }));
    expect(await form.findByRole('alert')).toHaveTextContent(`❌ Failed to submit booking. ${reused}`);
    await user.click(form.getByRole('button', { name: 'Book now' }));

    await screen.findByText('✅ Booking done successfully!');
    expect(inputs[1]!.idempotencyKey).not.toBe(inputs[0]!.idempotencyKey);
  });

  it("says '⚠️ Failed to load countries.' when the list cannot load, and the country can still be typed", async () => {
    server.use(graphql.query(BookingCountriesDocument, () => HttpResponse.error()));
    const { user, form } = await openBookingForm();

    expect(await form.findByText('⚠️ Failed to load countries.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Country'), 'IN');
    expect(form.getByLabelText('Country')).toHaveValue('IN');
  });
});
