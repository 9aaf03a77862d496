import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PayloadError } from '@/components/form/form-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { BookDocument, type BookInput, type BookMutation } from '@/gql/graphql';
import { newIdempotencyKey } from './booking-form-key';
import { findOverlappingBookings, type OverlappingBooking } from './overlapping-bookings';

/** Named as the API's `BookInput`, so a payload error's `field` finds its input. */
export type BookingValues = {
  name: string;
  phone: string;
  adults: number;
  children: number;
  country: string;
  arrivalDate: string;
  departureDate: string;
  comment: string;
};
const FIELDS = ['name', 'phone', 'adults', 'children', 'country', 'arrivalDate', 'departureDate', 'comment'] as const;

/** Spec §8, word for word. */
export const bookingMessages = {
  success: '✅ Booking done successfully!',
  failed: '❌ Failed to submit booking.',
  unreachable: '🚫 Error submitting booking form.',
} as const;

export type Booked = { booking: NonNullable<BookMutation['book']['booking']>; isMailQueued: boolean };

function toBookInput(values: BookingValues, tourId: string, idempotencyKey: string): BookInput {
  return {
    tourId,
    name: values.name.trim(),
    phone: values.phone.trim(),
    adults: values.adults,
    children: values.children,
    country: values.country.trim(),
    arrivalDate: values.arrivalDate,
    departureDate: values.departureDate,
    comment: values.comment.trim() || null,
    idempotencyKey,
  };
}

const tripOf = ({ arrivalDate, departureDate }: BookingValues) => `${arrivalDate}/${departureDate}`;

/**
 * The booking form's submit: warns of a trip already booked on these days (the traveller may go
 * ahead), then books with this filled form's idempotency key. The key survives a double click or a
 * retry after a lost answer, so those book once; a booking made, or a key the server says was used
 * for other details, starts a new one. A refusal says '❌ Failed to submit booking.' and shows each
 * message beside its field.
 */
export function useBookingFormSubmit(
  form: UseFormReturn<BookingValues>,
  { tourId, onBooked }: { tourId: string; onBooked: (booked: Booked) => void },
) {
  const client = useApolloClient();
  const [book] = useMutation(BookDocument);
  const idempotencyKey = useRef<string | null>(null);
  const [overlaps, setOverlaps] = useState<OverlappingBooking[]>([]);
  /** The dates the traveller chose to book despite the warning: not asked again for them. */
  const acceptedOverlap = useRef<string | null>(null);
  const isReturningToDates = useRef(false);

  const submit = useFormSubmit(form, {
    fieldNames: FIELDS,
    failureMessages: { rejected: bookingMessages.failed, unreachable: bookingMessages.unreachable },
    async send(values): Promise<ReadonlyArray<PayloadError> | undefined> {
      if (acceptedOverlap.current !== tripOf(values)) {
        const found = await findOverlappingBookings(client, values);
        if (found.length > 0) {
          setOverlaps(found);
          return undefined;
        }
      }
      idempotencyKey.current ??= newIdempotencyKey();
      const { data } = await book({ variables: { input: toBookInput(values, tourId, idempotencyKey.current) } });
      const payload = data?.book;
      if (!payload?.booking) {
        const errors = payload?.errors ?? [];
        if (errors.some((error) => error.code === 'IDEMPOTENCY_KEY_REUSED')) idempotencyKey.current = null;
        return [{ code: 'BOOKING_REFUSED', field: null, message: bookingMessages.failed }, ...errors];
      }
      idempotencyKey.current = null;
      onBooked({ booking: payload.booking, isMailQueued: payload.confirmationMailQueued });
    },
  });

  // After "Go back" the dialog has given the focus back; the dates are what the traveller came back to change.
  useEffect(() => {
    if (overlaps.length > 0 || !isReturningToDates.current) return;
    isReturningToDates.current = false;
    form.setFocus('arrivalDate');
  }, [form, overlaps]);

  function bookAnyway() {
    acceptedOverlap.current = tripOf(form.getValues());
    setOverlaps([]);
    void submit.onSubmit();
  }

  function goBack() {
    isReturningToDates.current = true;
    setOverlaps([]);
  }

  return { ...submit, overlaps, bookAnyway, goBack };
}
