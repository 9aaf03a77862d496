import type { TourBookingPreview } from '@/features/bookings/tour-booking-details';

/**
 * The tour a card handed over in navigation state (`{ tour }`, TourCard's fields), when it is the one
 * in the URL: it lets the page show the tour while its own query loads, and nothing more.
 */
export function readTourPreview(state: unknown, id: string): TourBookingPreview | undefined {
  if (typeof state !== 'object' || state === null || !('tour' in state)) return undefined;
  const tour = (state as { tour: unknown }).tour;
  if (typeof tour !== 'object' || tour === null) return undefined;
  const candidate = tour as Partial<TourBookingPreview>;
  const isPreview =
    candidate.id === id &&
    typeof candidate.title === 'string' &&
    typeof candidate.route === 'string' &&
    typeof candidate.attractions === 'string' &&
    typeof candidate.pricePerPerson === 'number';
  return isPreview ? (tour as TourBookingPreview) : undefined;
}
