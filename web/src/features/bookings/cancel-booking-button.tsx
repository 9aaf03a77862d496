import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
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
    <ConfirmDialog
      title={cancelBookingMessages.confirm}
      failure={failure}
      keepLabel="Keep booking"
      confirmLabel="Yes, cancel booking"
      busyLabel="Cancelling…"
      isBusy={isCancelling}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p className="dialog__lead">
        {booking.tourTitle}, {formatTripDates(booking.arrivalDate, booking.departureDate)}
      </p>
      <p>Booking reference {booking.reference}</p>
      {booking.cancellationQuote && <p className="cancel-booking__quote">{booking.cancellationQuote.summary}</p>}
    </ConfirmDialog>
  );
}
