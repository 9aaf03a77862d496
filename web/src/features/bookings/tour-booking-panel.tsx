import { useState, type ComponentProps } from 'react';
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
  onBooked,
  ...arrival
}: {
  tour: BookingForm_TourFragment;
  account: BookingForm_AccountFragment | null;
  email: string;
  /** After a booking is made (the page's calendar then reads the seats it took). */
  onBooked?: () => void;
} & Pick<ComponentProps<typeof BookingForm>, 'pickedArrival' | 'arrivalRefusal' | 'onArrivalChange'>) {
  const [booked, setBooked] = useState<Booked | null>(null);
  const showBooked = (made: Booked) => {
    setBooked(made);
    onBooked?.();
  };

  if (booked) return <TourBookingSuccess booked={booked} onBookAgain={() => setBooked(null)} />;
  return (
    <div className="tour-booking-panel">
      <h2 className="tour-booking-panel__title">Book this tour</h2>
      <BookingForm tour={tour} account={account} email={email} onBooked={showBooked} {...arrival} />
    </div>
  );
}
