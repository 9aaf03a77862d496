import { Dialog } from '@/components/dialog/dialog';
import { AlertIcon } from '@/components/icons';
import { formatTripDates } from '@/lib/format';
import type { OverlappingBooking } from './overlapping-bookings';

/** Before booking: the traveller already holds a trip on some of these days. They may still book. */
export function OverlappingBookingsDialog({
  bookings,
  onBookAnyway,
  onGoBack,
}: {
  bookings: readonly OverlappingBooking[];
  onBookAnyway: () => void;
  onGoBack: () => void;
}) {
  return (
    <Dialog title="These dates overlap a trip" icon={<AlertIcon size={26} />} onClose={onGoBack}>
      <ul className="overlapping-bookings">
        {bookings.map((booking) => (
          <li key={booking.id} className="dialog__lead">
            You are already booked on {booking.tourTitle}, {formatTripDates(booking.arrivalDate, booking.departureDate)}
          </li>
        ))}
      </ul>
      <p>You can still book this tour as well, or go back and change the dates.</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onBookAnyway}>
          Book anyway
        </button>
        {/* The safe choice takes the focus first: Enter must not book a second trip by accident. */}
        <button type="button" className="button button--ghost" onClick={onGoBack} data-autofocus>
          Go back
        </button>
      </div>
    </Dialog>
  );
}
