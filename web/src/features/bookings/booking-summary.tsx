import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { changeTooLateMessage, earliestChangeableArrival } from '@india-tours/validation/bookings';
import { FallbackImage } from '@/components/fallback-image';
import type { BookingSummary_BookingFragment } from '@/gql/graphql';
import { formatIndiaDayOf, formatRupees, formatTripDates } from '@/lib/format';
import { CancelBookingButton } from './cancel-booking-button';
import { BookingChanges } from './booking-changes';
import { ChangeBookingButton } from './change-booking-button';
import './booking-summary.css';

type BookingSummaryProps = {
  booking: BookingSummary_BookingFragment;
  /** Admins see who booked (spec §6). */
  showBooker?: boolean;
  /** Only the owner may cancel: the admin's list of everyone's bookings offers no Cancel. */
  canCancel?: boolean;
  /** An admin changes any booking from the desk, without the 10 days' notice a traveller needs (spec §9). */
  canChangeAnytime?: boolean;
};

/** One booking as a card: what, when, for whom, what it cost, and what cancelling costs now. */
export function BookingSummary({ booking, showBooker = false, canCancel = true, canChangeAnytime = false }: BookingSummaryProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [wasJustCancelled, setWasJustCancelled] = useState(false);
  const isCancelled = booking.status === 'CANCELLED';
  // Spec §4: Cancel only on a confirmed booking, and only while the server's quote allows it.
  const isCancelOffered = canCancel && !isCancelled && booking.cancellationQuote?.isCancellable === true;
  const isChangeOffered = !isCancelled && (canChangeAnytime || booking.arrivalDate >= earliestChangeableArrival(new Date()));

  // The Cancel button that had the focus is gone once the card shows the cancellation: the card's title takes it.
  useEffect(() => {
    if (wasJustCancelled && isCancelled) titleRef.current?.focus();
  }, [wasJustCancelled, isCancelled]);

  return (
    <article className={`booking-summary${isCancelled ? ' booking-summary--cancelled' : ''}`} aria-labelledby={titleId}>
      <FallbackImage className="booking-summary__image" src={booking.tourImage} alt="" width={200} height={150} />
      <div className="booking-summary__body">
        <h3 id={titleId} ref={titleRef} className="booking-summary__title" tabIndex={-1}>
          {booking.tourTitle}
        </h3>
        <p className="booking-summary__route">
          <span className="visually-hidden">Route: </span>
          {booking.tourRoute}
        </p>
        <dl className="booking-summary__facts">
          <Fact term="Reference">
            <span className="booking-summary__reference">{booking.reference}</span>
          </Fact>
          <Fact term="Dates">{formatTripDates(booking.arrivalDate, booking.departureDate)}</Fact>
          <Fact term="Travellers">{travellersText(booking.adults, booking.children)}</Fact>
          <Fact term="Total">{formatRupees(booking.totalPrice)}</Fact>
          <Fact term="Status">
            <span className={`status-badge status-badge--${isCancelled ? 'cancelled' : 'confirmed'}`}>
              {isCancelled ? 'Cancelled' : 'Confirmed'}
            </span>
          </Fact>
          {showBooker && (
            <Fact term="Booked by">
              {booking.name}
              <br />
              <span className="booking-summary__email">{booking.email}</span>
            </Fact>
          )}
        </dl>
        <p className="booking-summary__quote">{cancellationText(booking)}</p>
        <BookingChanges bookingId={booking.id} count={booking.version} />
        {!isCancelled && !isChangeOffered && <p className="booking-summary__quote">{changeTooLateMessage(booking.arrivalDate)}</p>}
        {(isChangeOffered || isCancelOffered) && (
          <div className="booking-summary__actions">
            {isChangeOffered && <ChangeBookingButton booking={booking} />}
            {isCancelOffered && <CancelBookingButton booking={booking} onCancelled={() => setWasJustCancelled(true)} />}
          </div>
        )}
      </div>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="booking-summary__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function travellersText(adults: number, children: number): string {
  const parts = [`${adults} ${adults === 1 ? 'adult' : 'adults'}`];
  if (children > 0) parts.push(`${children} ${children === 1 ? 'child' : 'children'}`);
  return parts.join(', ');
}

/** A cancelled booking says what was charged; a confirmed one gives the server's quote (spec §9, in IST). */
function cancellationText(booking: BookingSummary_BookingFragment): string {
  if (booking.status === 'CANCELLED') {
    const cancelledOn = booking.cancelledAt ? `Cancelled on ${formatIndiaDayOf(booking.cancelledAt)}` : 'Cancelled';
    if (booking.cancellationFee === null || booking.refund === null) return `${cancelledOn}.`;
    return `${cancelledOn}: fee ${booking.cancellationFeePercent ?? 0}% (${formatRupees(booking.cancellationFee)}), refund ${formatRupees(booking.refund)}.`;
  }
  return booking.cancellationQuote?.summary ?? '';
}
