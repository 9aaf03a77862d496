import { useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { FormAlert } from '@/components/form/form-alert';
import { AlertIcon } from '@/components/icons';
import { showToast } from '@/components/toast/toast-store';
import type { CancelBookingButton_BookingFragment } from '@/gql/graphql';
import { formatTripDates } from '@/lib/format';
import { cancelBookingMessages, useCancelBooking } from './cancel-booking';
import './cancel-booking.css';

type CancelBookingProps = {
  booking: CancelBookingButton_BookingFragment;
  /** Called once the booking is cancelled (the card then moves the focus, as this button is gone). */
  onCancelled?: () => void;
};

/** Cancel, behind a confirmation that states what it costs now (spec §4, §8, §9). */
export function CancelBookingButton({ booking, onCancelled }: CancelBookingProps) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--danger" aria-haspopup="dialog" onClick={() => setIsDialogOpen(true)}>
        Cancel booking<span className="visually-hidden"> {booking.reference}</span>
      </button>
      {isDialogOpen && (
        <CancelBookingDialog booking={booking} onCancelled={onCancelled} onClose={() => setIsDialogOpen(false)} />
      )}
    </>
  );
}

function CancelBookingDialog({ booking, onCancelled, onClose }: CancelBookingProps & { onClose: () => void }) {
  const { cancelBooking, isCancelling } = useCancelBooking();
  const [failure, setFailure] = useState<string>();

  async function confirm() {
    setFailure(undefined);
    const outcome = await cancelBooking(booking.id, booking.cancellationQuote?.feePercent ?? null);
    if (!outcome.isCancelled) {
      setFailure(outcome.message);
      return;
    }
    // A toast outlives this dialog, which closes now.
    showToast(cancelBookingMessages.cancelled);
    onCancelled?.();
    onClose();
  }

  return (
    // While the request runs the dialog stays: its answer (a refusal above all) must have somewhere to show.
    <Dialog title={cancelBookingMessages.confirm} icon={<AlertIcon size={26} />} onClose={isCancelling ? () => {} : onClose}>
      <p className="dialog__lead">
        {booking.tourTitle}, {formatTripDates(booking.arrivalDate, booking.departureDate)}
      </p>
      <p>Booking reference {booking.reference}</p>
      {booking.cancellationQuote && <p className="cancel-booking__quote">{booking.cancellationQuote.summary}</p>}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="dialog__actions">
        {/* The safe choice has the focus first: Enter on an opened dialog keeps the booking. */}
        <button type="button" className="button button--ghost" data-autofocus disabled={isCancelling} onClick={onClose}>
          Keep booking
        </button>
        <button type="button" className="button button--danger" disabled={isCancelling} onClick={() => void confirm()}>
          {isCancelling ? (
            <>
              <span className="spinner" aria-hidden="true" /> Cancelling…
            </>
          ) : (
            'Yes, cancel booking'
          )}
        </button>
      </div>
    </Dialog>
  );
}
