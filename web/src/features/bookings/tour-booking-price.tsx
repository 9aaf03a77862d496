import { formatRupees } from '@/lib/format';

/** A count as typed: an empty or half-typed field counts for nobody until it is a number. */
function countOf(value: number): number {
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * What the party pays (a place's price is per person; a tour's is the sum of its places'), updated as
 * the counts are typed and announced politely: `<output>` is a status region.
 */
export function TourBookingPrice({ pricePerPerson, adults, children }: { pricePerPerson: number; adults: number; children: number }) {
  const travellers = countOf(adults) + countOf(children);
  return (
    <p className="tour-booking-price">
      <span className="tour-booking-price__label">Price for your party</span>
      <output>
        {formatRupees(pricePerPerson)} per person × {travellers} {travellers === 1 ? 'traveller' : 'travellers'} ={' '}
        <strong className="tour-booking-price__total">{formatRupees(pricePerPerson * travellers)}</strong>
      </output>
    </p>
  );
}
