import { useState } from 'react';
import type { BookingForm_AccountFragment, BookingForm_TourFragment } from '@/gql/graphql';
import { BookingForm } from './booking-form';
import type { Booked } from './booking-form-submit';
import { TourBookingSuccess } from './tour-booking-success';

/**
 * The signed-in traveller's side of the tour page: the form, then the booking made with it. "Book
 * another trip" mounts a new form: a fresh draft with a fresh idempotency key.
 */
export function TourBookingPanel({
  tour,
  account,
  email,
}: {
  tour: BookingForm_TourFragment;
  account: BookingForm_AccountFragment | null;
  email: string;
}) {
  const [booked, setBooked] = useState<Booked | null>(null);

  if (booked) return <TourBookingSuccess booked={booked} onBookAgain={() => setBooked(null)} />;
  return (
    <div className="tour-booking-panel">
      <h2 className="tour-booking-panel__title">Book this tour</h2>
      <BookingForm tour={tour} account={account} email={email} onBooked={setBooked} />
    </div>
  );
}
