import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { formatRupees } from '@/lib/format';
import { paths } from '@/paths';
import { bookingMessages, type Booked } from './booking-form-submit';
import { mailOutcomeMessages, useBookingMailStatus } from './use-booking-mail-status';

/**
 * After booking: the spec's success message, the reference large enough to read over the phone, what
 * was charged, and then what became of the confirmation mail (spec §8). The heading takes the focus,
 * as the form it replaces had it.
 */
export function TourBookingSuccess({ booked, onBookAgain }: { booked: Booked; onBookAgain: () => void }) {
  const { booking, isMailQueued } = booked;
  const mailOutcome = useBookingMailStatus(booking, isMailQueued);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="tour-booking-panel tour-booking-success">
      <h2 ref={headingRef} tabIndex={-1} className="tour-booking-panel__title">
        You are booked
      </h2>
      <FormAlert tone="success">
        <p>{bookingMessages.success}</p>
      </FormAlert>
      <dl className="tour-booking-success__reference">
        <dt>Your booking reference</dt>
        <dd>{booking.reference}</dd>
      </dl>
      <p>
        Total {formatRupees(booking.totalPrice)} ({formatRupees(booking.pricePerPerson)} per person). Quote the reference
        whenever you call or write to us.
      </p>
      <p className={`tour-booking-success__mail tour-booking-success__mail--${mailOutcome}`} role="status">
        {mailOutcomeMessages[mailOutcome]}
      </p>
      <div className="tour-booking-success__actions">
        <Link to={paths.myBookings.to()} className="button button--teal">
          See my bookings
        </Link>
        <button type="button" className="button button--ghost" onClick={onBookAgain}>
          Book another trip
        </button>
      </div>
    </div>
  );
}
