import { registerEnumType } from 'type-graphql';

/** Spec §4: confirmed → cancelled by `cancelBooking`; cancelled is final. Stored as these words (the table's CHECK). */
export enum BookingStatus {
  CONFIRMED = 'CONFIRMED',
  CANCELLED = 'CANCELLED',
}

registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  description: 'Where a booking is in its life (spec §4).',
  valuesConfig: {
    CONFIRMED: { description: 'Booked; may be cancelled until 24 hours before the trip starts (00:00 IST of the arrival date).' },
    CANCELLED: { description: 'Cancelled by the traveller; final.' },
  },
});
