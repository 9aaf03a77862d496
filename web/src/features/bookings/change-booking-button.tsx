import { firstBookableArrival, MAX_ADULTS, MAX_CHILDREN } from '@india-tours/validation/bookings';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { showToast } from '@/components/toast/toast-store';
import type { ChangeBookingButton_BookingFragment } from '@/gql/graphql';
import { changeBookingMessages, useChangeBooking, type ChangeQuote, type WantedTrip } from './change-booking';
import './change-booking.css';

type ChangeBookingProps = { booking: ChangeBookingButton_BookingFragment };

/** Change the dates or travellers (spec §9: 10 days' notice): a quote first, then the change. */
export function ChangeBookingButton({ booking }: ChangeBookingProps) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost" aria-haspopup="dialog" onClick={() => setIsDialogOpen(true)}>
        Change booking<span className="visually-hidden"> {booking.reference}</span>
      </button>
      {isDialogOpen && <ChangeBookingDialog booking={booking} onClose={() => setIsDialogOpen(false)} />}
    </>
  );
}

function ChangeBookingDialog({ booking, onClose }: ChangeBookingProps & { onClose: () => void }) {
  const { quote, change, isBusy } = useChangeBooking(booking.id);
  const [trip, setTrip] = useState<WantedTrip>({
    arrivalDate: booking.arrivalDate,
    departureDate: booking.departureDate,
    adults: booking.adults,
    children: booking.children,
  });
  const [shown, setShown] = useState<ChangeQuote>();
  const [failure, setFailure] = useState<string>();

  // Any edit asks for a new quote: a change is confirmed only against the quote the traveller saw.
  const edit = (field: keyof WantedTrip, value: string) => {
    setShown(undefined);
    setFailure(undefined);
    setTrip((current) => ({ ...current, [field]: field === 'adults' || field === 'children' ? Number(value) : value }));
  };

  async function showQuote() {
    setFailure(undefined);
    const outcome = await quote(trip);
    if ('quote' in outcome) setShown(outcome.quote);
    else setFailure(outcome.message);
  }

  async function confirm(version: number) {
    setFailure(undefined);
    const outcome = await change(trip, version);
    if (!outcome.isChanged) {
      setShown(undefined);
      setFailure(outcome.message);
      return;
    }
    showToast(changeBookingMessages.changed);
    onClose();
  }

  return (
    <Dialog title={`Change booking ${booking.reference}`} onClose={isBusy ? () => {} : onClose}>
      <p className="dialog__lead">{booking.tourTitle}: changes need at least 10 days&apos; notice before departure.</p>
      <div className="change-booking__fields">
        <TextField label="Arrival date" type="date" min={firstBookableArrival(new Date())} value={trip.arrivalDate} onChange={(event) => edit('arrivalDate', event.target.value)} />
        <TextField label="Departure date" type="date" min={trip.arrivalDate} value={trip.departureDate} onChange={(event) => edit('departureDate', event.target.value)} />
        <TextField label="Adults" type="number" inputMode="numeric" min={1} max={MAX_ADULTS} value={trip.adults} onChange={(event) => edit('adults', event.target.value)} />
        <TextField label="Children" type="number" inputMode="numeric" min={0} max={MAX_CHILDREN} value={trip.children} onChange={(event) => edit('children', event.target.value)} />
      </div>
      {shown && (
        <div className="change-booking__quote" role="status">
          <p>{shown.summary}</p>
          {shown.cancellationAfter && <p>After the change: {shown.cancellationAfter.summary}</p>}
        </div>
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" data-autofocus disabled={isBusy} onClick={onClose}>
          Keep booking
        </button>
        {shown ? (
          <button type="button" className="button button--teal" disabled={isBusy} onClick={() => void confirm(shown.version)}>
            {isBusy ? 'Changing…' : 'Confirm change'}
          </button>
        ) : (
          <button type="button" className="button button--teal" disabled={isBusy} onClick={() => void showQuote()}>
            {isBusy ? 'Checking…' : 'Show the new price'}
          </button>
        )}
      </div>
    </Dialog>
  );
}
