import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoginRequiredDialog } from '@/components/login-required/login-required-dialog';
import { formatPricePerPerson } from '@/lib/format';

/**
 * A visitor sees the tour but not the form (spec §4, §6): Book now asks them to log in or sign up,
 * and brings them back to this very page, whichever way they reached it.
 */
export function TourBookingVisitor({ tourTitle, pricePerPerson }: { tourTitle: string; pricePerPerson: number }) {
  const { pathname, search } = useLocation();
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  return (
    <div className="tour-booking-panel">
      <h2 className="tour-booking-panel__title">Book this tour</h2>
      <p className="tour-booking-panel__price">{formatPricePerPerson(pricePerPerson)}</p>
      <p>Log in or create an account to book the {tourTitle}: it takes a minute, and you come straight back here.</p>
      <button type="button" className="button tour-booking-panel__book" aria-haspopup="dialog" onClick={() => setIsDialogOpen(true)}>
        Book now
      </button>
      {isDialogOpen && (
        <LoginRequiredDialog
          reason="Please log in to book this tour."
          returnPath={`${pathname}${search}`}
          onClose={() => setIsDialogOpen(false)}
        />
      )}
    </div>
  );
}
