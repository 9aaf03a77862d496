import { Link } from 'react-router-dom';
import { FormDone, FormDoneMailOutcome, FormDoneReference } from '@/components/form/form-done';
import { formatRupees } from '@/lib/format';
import { paths } from '@/paths';
import { bookingMessages, type Booked } from './booking-form-submit';
import { mailOutcomeMessages, useBookingMailStatus } from './use-booking-mail-status';

/**
 * After booking: the spec's success message, the reference to read over the phone, what was
 * charged, and then what became of the confirmation mail (spec §8).
 */
export function TourBookingSuccess({ booked, onBookAgain }: { booked: Booked; onBookAgain: () => void }) {
  const { booking, isMailQueued } = booked;
  const mailOutcome = useBookingMailStatus(booking, isMailQueued);
  return (
    <FormDone
      className="tour-booking-panel"
      title="You are booked"
      message={bookingMessages.success}
      actions={
        <>
          <Link to={paths.myBookings.to()} className="button button--teal">
            See my bookings
          </Link>
          <button type="button" className="button button--ghost" onClick={onBookAgain}>
            Book another trip
          </button>
        </>
      }
    >
      <FormDoneReference label="Your booking reference" value={booking.reference} />
      <p>
        Total {formatRupees(booking.totalPrice)} ({formatRupees(booking.pricePerPerson)} per person). Quote the reference
        whenever you call or write to us.
      </p>
      <FormDoneMailOutcome outcome={mailOutcome}>{mailOutcomeMessages[mailOutcome]}</FormDoneMailOutcome>
    </FormDone>
  );
}
