import { formatRupees } from '@/lib/format';

/** An estimate as the form computes it (days unknown until both dates are set) or as the server stored it. */
export type EstimateFigures = {
  route: string;
  days: number | null;
  travellers: number;
  pricePerPerson: number;
  totalPrice: number;
};

export const ESTIMATE_NOTE = 'This is an estimate from today’s prices, per place and per person. Our team confirms the final price with you.';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function travellersText(travellers: number): string {
  if (travellers <= 1) return '1 (just you)';
  return `${travellers} (you and ${plural(travellers - 1, 'co-traveller', 'co-travellers')})`;
}

/**
 * Route, days, travellers, price per person and total (validation/trips' `tripEstimate`). The total
 * is an `<output>`, a polite live region: a change of places or party is read out with its price.
 */
export function TripEstimateFacts({ estimate }: { estimate: EstimateFigures }) {
  return (
    <dl className="trip-estimate__facts">
      <div className="trip-estimate__route">
        <dt>Route</dt>
        <dd>{estimate.route || 'Add places to see your route.'}</dd>
      </div>
      <div>
        <dt>Days</dt>
        <dd>{estimate.days === null ? 'Choose your dates.' : plural(estimate.days, 'day', 'days')}</dd>
      </div>
      <div>
        <dt>Travellers</dt>
        <dd>{travellersText(estimate.travellers)}</dd>
      </div>
      <div>
        <dt>Price per person</dt>
        <dd>{formatRupees(estimate.pricePerPerson)}</dd>
      </div>
      <div className="trip-estimate__total">
        <dt>Total</dt>
        <dd>
          <output>{formatRupees(estimate.totalPrice)}</output>
        </dd>
      </div>
    </dl>
  );
}
